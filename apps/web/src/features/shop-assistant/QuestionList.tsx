import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { FINDER_LIMITS, type FinderAnswer, type FinderQuestion } from '@stallfront/shared/shop-assistant';
import type { ResourceValues } from '../../ui/resource-page/types';
import { AnswerRuleInputs } from './AnswerRuleInputs';

type FinderForm = UseFormReturnType<ResourceValues>;

export const BLANK_ANSWER: FinderAnswer = {
  label: '',
  rule_catalog_ids: [],
  rule_tags: [],
  rule_price_min: null,
  rule_price_max: null,
};
export const BLANK_QUESTION: FinderQuestion = { text: '', answers: [BLANK_ANSWER, BLANK_ANSWER] };

const listError = (form: FinderForm, key: string) =>
  typeof form.errors[key] === 'string' ? (
    <Text c="red" size="xs">
      {form.errors[key]}
    </Text>
  ) : null;

/** Move up, move down and remove, for the entry `index` of the list at `path`. */
function RowActions({
  form,
  path,
  index,
  count,
  what,
}: {
  form: FinderForm;
  path: string;
  index: number;
  count: number;
  what: string;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${what} up`}
        disabled={index === 0}
        onClick={() => form.reorderListItem(path, { from: index, to: index - 1 })}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${what} down`}
        disabled={index === count - 1}
        onClick={() => form.reorderListItem(path, { from: index, to: index + 1 })}
      >
        <IconArrowDown size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${what}`}
        onClick={() => form.removeListItem(path, index)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/** One question: its words, then its answers, each a label and the rule of the products it stands for. */
function QuestionCard({ form, index, count }: { form: FinderForm; index: number; count: number }) {
  const path = `questions.${index}`;
  const question = (form.getValues().questions as FinderQuestion[])[index] as FinderQuestion;
  const name = `Question ${index + 1}`;
  return (
    <Paper withBorder p="sm" role="group" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-end">
          <TextInput
            label={name}
            placeholder="Who are you shopping for?"
            required
            maxLength={160}
            style={{ flex: 1 }}
            {...form.getInputProps(`${path}.text`)}
          />
          <RowActions form={form} path="questions" index={index} count={count} what={`question ${index + 1}`} />
        </Group>
        {question.answers.map((_, a) => (
          <Paper key={a} withBorder p="xs" bg="var(--mantine-color-gray-0)" role="group" aria-label={`Answer ${a + 1}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-end">
                <TextInput
                  label={`Answer ${a + 1}`}
                  placeholder="Men"
                  required
                  maxLength={80}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`${path}.answers.${a}.label`)}
                />
                <RowActions
                  form={form}
                  path={`${path}.answers`}
                  index={a}
                  count={question.answers.length}
                  what={`answer ${a + 1}`}
                />
              </Group>
              <AnswerRuleInputs form={form} path={`${path}.answers.${a}`} />
            </Stack>
          </Paper>
        ))}
        {listError(form, `${path}.answers`)}
        {question.answers.length < FINDER_LIMITS.answersMax && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem(`${path}.answers`, BLANK_ANSWER)}
          >
            Add an answer
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The finder's questions in the order the shop asks them; a shopper may skip any. */
export function QuestionList({ form }: { form: FinderForm }) {
  const questions = (form.getValues().questions ?? []) as FinderQuestion[];
  return (
    <Stack gap="sm">
      <div>
        <Text fw={500} size="sm">
          Questions
        </Text>
        <Text size="xs" c="dimmed">
          Each answer stands for the products matching its rule; the shop shows the products matching every answer
          given. A shopper may skip a question.
        </Text>
      </div>
      {questions.map((_, q) => (
        <QuestionCard key={q} form={form} index={q} count={questions.length} />
      ))}
      {listError(form, 'questions')}
      {questions.length < FINDER_LIMITS.questions && (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('questions', BLANK_QUESTION)}
        >
          Add a question
        </Button>
      )}
    </Stack>
  );
}
