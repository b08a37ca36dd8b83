import { FIT_NAMES, FIT_PREFERENCES } from '@stallfront/shared/sizing-assistant';
import { LENGTH_UNIT_SHORT } from '@stallfront/shared/rules';
import type { ShopSizingPanel } from '@stallfront/shared/shop';

type Advice = NonNullable<ShopSizingPanel['advice']>;

/** The answer's first line: the size, or why there is none. */
function headline(advice: Advice): string {
  if (advice.status === 'none') return 'The size chart has none of these measurements';
  if (advice.size === null) return 'Larger than the chart’s biggest size';
  if (advice.status === 'below') return `Smaller than the chart’s smallest size: ${advice.size} is the closest`;
  if (advice.status === 'between') return `Between sizes: we suggest ${advice.size}`;
  return `Your size: ${advice.size}`;
}

function SizeAdvice({ advice }: { advice: Advice }) {
  return (
    <div className="size-advice" role="status" data-size={advice.size ?? ''}>
      <p className="size-advice-title">{headline(advice)}</p>
      {advice.reasons.length > 0 ? (
        <ul>
          {advice.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {advice.runner_up ? <p className="muted">{`Next best: ${advice.runner_up.reason}.`}</p> : null}
      {advice.sku ? <p className="muted">{`${advice.size} is chosen in the buy box.`}</p> : null}
    </div>
  );
}

/**
 * "Find my size": the shopper's measurements as a GET form to the product page itself, so it
 * works without script and the answer has an address; the page comes back with the advice
 * (and the advised size chosen in the buy box), or each problem on its field.
 */
export function SizeFinder({ panel }: { panel: ShopSizingPanel }) {
  const unit = LENGTH_UNIT_SHORT[panel.unit];
  return (
    <details className="size-finder" id="find-my-size" open={panel.sent}>
      <summary>{panel.label}</summary>
      <form method="get" action={`${panel.action}#find-my-size`} noValidate>
        <p className="muted">{`Measure your body, not a garment, in ${panel.unit === 'cms' ? 'centimetres' : 'inches'}. We compare with the ${panel.chart_name} chart.`}</p>
        {panel.form_error ? (
          <p className="error" role="alert">
            {panel.form_error}
          </p>
        ) : null}
        <div className="size-fields">
          {panel.fields.map((field) => (
            <div key={field.key} className={field.error ? 'field invalid' : 'field'}>
              <label htmlFor={`size-${field.key}`}>{`${field.label} (${unit})`}</label>
              <input
                id={`size-${field.key}`}
                name={field.key}
                inputMode="decimal"
                autoComplete="off"
                maxLength={8}
                placeholder={field.example}
                defaultValue={field.value}
                aria-invalid={field.error ? true : undefined}
                aria-describedby={field.error ? `size-${field.key}-error` : undefined}
              />
              {field.error ? (
                <p className="error" id={`size-${field.key}-error`}>
                  {field.error}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        {panel.fit.offered ? (
          <fieldset className="fit-choice">
            <legend>Fit you like</legend>
            {FIT_PREFERENCES.map((fit) => (
              <label key={fit} className="pill">
                <input type="radio" name="fit" value={fit} defaultChecked={fit === panel.fit.value} />
                <span>{FIT_NAMES[fit]}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <button type="submit" className="secondary">
          Find my size
        </button>
      </form>
      {panel.advice ? <SizeAdvice advice={panel.advice} /> : null}
    </details>
  );
}
