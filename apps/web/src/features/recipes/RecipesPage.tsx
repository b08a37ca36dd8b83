import { Group, NumberInput, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { minutesText, RECIPE, RECIPE_STATUSES, type Recipe } from '@stallfront/shared/recipes';
import { countOf } from '@stallfront/shared/rules';
import { statusColumn } from '../../ui/list-page/columns';
import { type OwnFields, ResourcePage } from '../../ui/resource-page';
import { SingleImageInput } from '../../ui/resource-page/SingleImageInput';
import { SeoInputs } from '../../ui/resource-page/SeoInputs';
import { SlugInput } from '../../ui/resource-page/SlugInput';
import { IngredientRows, StepRows } from './RecipeLists';

type RecipeValues = OwnFields<Recipe>;

const BLANK: RecipeValues = {
  slug: '',
  summary: '',
  cover: '',
  servings: 4,
  prep_minutes: 15,
  cook_minutes: 30,
  ingredients: [{ text: '', product_id: null, quantity: 1 }],
  steps: [''],
  status: 'draft',
  seo_title: '',
  seo_description: '',
};
const STATUS_LOOK = { labels: RECIPE_STATUSES, colors: { draft: 'gray', published: 'teal' } } as const;

/** "Serves 4 · 45 min · 6 ingredients". */
function summaryOf(recipe: Recipe): string {
  const linked = recipe.ingredients.filter((i) => i.product_id).length;
  const time = minutesText(recipe.prep_minutes + recipe.cook_minutes);
  return `Serves ${recipe.servings} · ${time} · ${countOf(recipe.ingredients.length, 'ingredient')}, ${linked} from your shop`;
}

/** /setting/recipes: recipes at /recipes/{slug} in the shop, whose ingredients a shopper adds to the cart at once. */
export default function RecipesPage() {
  return (
    <ResourcePage
      resource={RECIPE}
      title="Recipes"
      wideForm
      summary={(recipe) => summaryOf(recipe as Recipe)}
      columns={[statusColumn('status', 'Status', STATUS_LOOK)]}
      blank={BLANK}
      fields={(form) => (
        <Stack>
          <SlugInput form={form} prefix="/recipes/" noun="recipe" />
          <SegmentedControl
            aria-label="Status"
            data={Object.entries(RECIPE_STATUSES).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('status')}
          />
          <Textarea
            label="Summary"
            description="A line or two under the title and in search results."
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('summary')}
          />
          <Group grow align="flex-start">
            <NumberInput label="Serves" min={1} max={100} allowDecimal={false} {...form.getInputProps('servings')} />
            <NumberInput
              label="Prep (min)"
              min={0}
              max={2880}
              allowDecimal={false}
              {...form.getInputProps('prep_minutes')}
            />
            <NumberInput
              label="Cook (min)"
              min={0}
              max={2880}
              allowDecimal={false}
              {...form.getInputProps('cook_minutes')}
            />
          </Group>
          <SingleImageInput form={form} field="cover" label="Photo" />
          <IngredientRows form={form} />
          <StepRows form={form} />
          <SeoInputs form={form} noun="recipe" />
        </Stack>
      )}
      emptyState={{
        title: 'No recipes yet',
        message:
          'Share what to cook with what you sell: link each ingredient to a product and shoppers add them all to the cart in one tap.',
      }}
    />
  );
}
