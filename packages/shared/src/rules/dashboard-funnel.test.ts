import { describe, expect, it } from 'vitest';
import { funnelRates, isBotAgent, rateOf, recoveryRate } from './dashboard-funnel.js';

describe('funnel rates', () => {
  it('are shares of the sessions in percent with one decimal', () => {
    expect(rateOf(1, 3)).toBe(33.3);
    expect(rateOf(2, 3)).toBe(66.7);
    expect(rateOf(1, 8)).toBe(12.5);
    expect(rateOf(0, 5)).toBe(0);
    expect(rateOf(5, 5)).toBe(100);
  });

  it('are null without sessions, not zero or infinite', () => {
    expect(rateOf(0, 0)).toBeNull();
    expect(rateOf(3, 0)).toBeNull();
    expect(funnelRates({ sessions: 0, cart_sessions: 0, checkout_sessions: 0, orders: 2 })).toEqual({
      cart_rate: null,
      checkout_rate: null,
      conversion_rate: null,
    });
  });

  it('rate each step against the sessions; orders placed elsewhere may pass 100%', () => {
    expect(funnelRates({ sessions: 200, cart_sessions: 31, checkout_sessions: 12, orders: 5 })).toEqual({
      cart_rate: 15.5,
      checkout_rate: 6,
      conversion_rate: 2.5,
    });
    expect(funnelRates({ sessions: 2, cart_sessions: 1, checkout_sessions: 1, orders: 3 }).conversion_rate).toBe(150);
  });

  it('recovery is the recovered share of the abandoned carts', () => {
    expect(recoveryRate(1, 4)).toBe(25);
    expect(recoveryRate(0, 0)).toBeNull();
  });
});

describe('bots', () => {
  it('are told by their user agent, and a request without one is a bot', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'curl/8.5.0',
      'python-requests/2.31',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
      'Slackbot-LinkExpanding 1.0',
      '',
      undefined,
    ]) {
      expect(isBotAgent(agent), String(agent)).toBe(true);
    }
  });

  it('lets browsers through, a test-driven headless one too', () => {
    for (const agent of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
      'lightMyRequest',
    ]) {
      expect(isBotAgent(agent), agent).toBe(false);
    }
  });
});
