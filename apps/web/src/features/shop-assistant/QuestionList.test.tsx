// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor, within } from '@testing-library/react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { describe, expect, it, vi } from 'vitest';
import { FINDER, type FinderQuestion } from '@stallfront/shared/shop-assistant';
import type { ResourceValues } from '../../ui/resource-page/types';
import { renderRoutes } from '../../ui/test-utils';
import { BLANK_ANSWER, QuestionList } from './QuestionList';

vi.mock('../../api/client', () => ({
  callApi: () => Promise.resolve({ list: [], next_cursor: null }),
}));

const answer = (label: string, tag: string) => ({ ...BLANK_ANSWER, label, rule_tags: [tag] });
const START: FinderQuestion[] = [
  { text: 'Which style?', answers: [answer('Linen', 'linen'), answer('Cotton', 'cotton')] },
  { text: 'Budget?', answers: [answer('Cheap', 'cheap'), answer('Dear', 'dear')] },
];
const sent: ResourceValues[] = [];

function Harness() {
  const form = useForm<ResourceValues>({
    mode: 'controlled',
    initialValues: { name: 'Find it', slug: 'find-it', intro: '', status: 'draft', questions: START },
    validate: zod4Resolver(FINDER.schemas.input),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) => {
        sent.push(values);
      })}
      aria-label="finder"
    >
      <QuestionList form={form} />
      <Button type="submit">Save</Button>
    </form>
  );
}

const questionTexts = () =>
  [1, 2].map((n) => (screen.getByRole('textbox', { name: `Question ${n}` }) as HTMLInputElement).value);

describe('the finder’s questions', () => {
  it('moves a question, and refuses a question of one answer on its answers', async () => {
    const { user } = renderRoutes([{ path: '/', element: <Harness /> }]);
    await user.click(await screen.findByRole('button', { name: 'Move question 2 up' }));
    expect(questionTexts()).toEqual(['Budget?', 'Which style?']);

    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.click(within(second).getByRole('button', { name: 'Remove answer 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(second).findByText('Give the question at least 2 answers')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses an answer given twice, and sends the answers in the order shown with their prices', async () => {
    const { user } = renderRoutes([{ path: '/', element: <Harness /> }]);
    await user.click(await screen.findByRole('button', { name: 'Move question 2 up' }));
    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.click(within(second).getByRole('button', { name: 'Remove answer 2' }));
    await user.click(within(second).getByRole('button', { name: 'Add an answer' }));
    await user.type(within(second).getByRole('textbox', { name: 'Answer 2' }), 'Linen');
    await user.type(
      within(within(second).getByRole('group', { name: 'Answer 2' })).getByRole('textbox', { name: 'Price up to' }),
      '50',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The same label twice in a question.
    expect(await within(second).findByText('Another answer of this question says the same')).toBeTruthy();
    await user.type(within(second).getByRole('textbox', { name: 'Answer 2' }), ' under 50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const questions = sent[0]?.questions as FinderQuestion[];
    expect(questions.map((q) => q.text)).toEqual(['Budget?', 'Which style?']);
    expect(questions[1]?.answers.map((a) => [a.label, a.rule_price_max])).toEqual([
      ['Linen', null],
      ['Linen under 50', 5000],
    ]);
  });
});
