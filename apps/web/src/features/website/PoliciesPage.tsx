import { POLICIES, POLICY_KINDS, type Policies, type PolicyKind } from '@stallfront/shared/website';
import { RichTextField } from '../../ui/RichTextField';
import { SettingPage } from '../../ui/setting-page';

const BLANK: Policies = { privacy: '', terms: '', refund: '', shipping: '' };

const WHAT_IT_SAYS: Record<PolicyKind, string> = {
  privacy: 'What you collect about shoppers, why, and how they can ask you to delete it.',
  terms: 'The rules of buying from you: prices, payment, and what happens when something goes wrong.',
  refund: 'When shoppers can return an order, in what state, and how they get their money back.',
  shipping: 'Where you deliver, how long it takes and what it costs.',
};

/** /setup/policies: the shop's four policies; each written one is published at /policies/{kind} and linked from the footer. */
export default function PoliciesPage() {
  return (
    <SettingPage
      setting={POLICIES}
      title="Policies"
      blank={BLANK}
      sections={(form) =>
        (Object.keys(POLICY_KINDS) as PolicyKind[]).map((kind) => ({
          id: kind,
          title: POLICY_KINDS[kind],
          description: `${WHAT_IT_SAYS[kind]} Left empty, the shop does not show it.`,
          content: (
            <RichTextField
              label={POLICY_KINDS[kind]}
              value={form.getValues()[kind]}
              onChange={(html) => form.setFieldValue(kind, html)}
              error={form.errors[kind]}
            />
          ),
        }))
      }
    />
  );
}
