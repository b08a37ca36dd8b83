import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTING } from '../api/notification-calls.js';
import {
  CHANNELS_OF,
  DEFAULT_NOTIFICATIONS,
  effectiveChoice,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  renderTemplate,
  SAMPLE_TEMPLATE_VALUES,
  templateAudience,
  unknownPlaceholders,
} from './notifications.js';

const EVENTS = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

describe('templates', () => {
  it('fills the placeholders it knows, with or without spaces, and leaves unknown ones empty', () => {
    const template = 'Hi {{customer_name}}, order {{ order_number }} ({{order_total}}) from {{store_name}}.{{nope}}';
    expect(renderTemplate(template, SAMPLE_TEMPLATE_VALUES)).toBe(
      'Hi Asha Rao, order #1042 ($128.00) from Your store.',
    );
    expect(renderTemplate('{{tracking_number}}', {})).toBe('');
    expect(renderTemplate('No placeholders {here}', {})).toBe('No placeholders {here}');
  });

  it('names the placeholders that are not known, once each', () => {
    expect(unknownPlaceholders('{{order_nmber}} {{order_number}} {{order_nmber}} {{toString}}')).toEqual([
      'order_nmber',
      'toString',
    ]);
  });

  it('does not take a value from the prototype', () => {
    expect(renderTemplate('{{constructor}}', {})).toBe('');
  });
});

describe('default notifications', () => {
  it('are a valid setting, so a store that never chose is read like one that saved them', () => {
    expect(NOTIFICATION_SETTING.value.safeParse(DEFAULT_NOTIFICATIONS).success).toBe(true);
    expect(NOTIFICATION_SETTING.summary(DEFAULT_NOTIFICATIONS)).toBe('6 of 6 events on');
  });

  it.each(EVENTS)('%s switches on only channels the event has', (event) => {
    const choice = DEFAULT_NOTIFICATIONS[event];
    expect(effectiveChoice(event, choice)).toEqual(choice);
  });

  it('name only placeholders the sample can fill', () => {
    for (const event of EVENTS) {
      const { subject, body } = DEFAULT_NOTIFICATIONS[event];
      expect(unknownPlaceholders(subject + body)).toEqual([]);
      expect(renderTemplate(body, SAMPLE_TEMPLATE_VALUES)).not.toMatch(/\{\{/);
    }
  });
});

describe('effectiveChoice', () => {
  it('turns off what an event cannot send, whatever was saved', () => {
    const everything = { ...DEFAULT_NOTIFICATIONS.enquiry, merchant_push: true, customer_email: true };
    expect(effectiveChoice('enquiry', everything)).toMatchObject({
      merchant_email: true,
      merchant_push: false,
      customer_email: false,
    });
    expect(effectiveChoice('new_order', everything)).toMatchObject({ merchant_push: true, customer_email: true });
  });

  it('writes the template for the customer when the event mails one, else for the store', () => {
    expect(templateAudience('order_shipped')).toBe('customer');
    expect(templateAudience('new_review')).toBe('merchant');
    expect(EVENTS.filter((e) => templateAudience(e) === 'merchant')).toEqual(
      EVENTS.filter((e) => !CHANNELS_OF[e].includes('customer_email')),
    );
  });
});

describe('NOTIFICATION_SETTING', () => {
  it('refuses an unknown placeholder and an empty subject on the field they are in', () => {
    const broken = {
      ...DEFAULT_NOTIFICATIONS,
      order_shipped: { ...DEFAULT_NOTIFICATIONS.order_shipped, body: 'Track {{tracking_numbr}}', subject: ' ' },
    };
    const result = NOTIFICATION_SETTING.value.safeParse(broken);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['order_shipped.body', 'Unknown placeholder {{tracking_numbr}}'],
        ['order_shipped.subject', 'Fill this in'],
      ]),
    );
  });
});
