import { describe, expect, it } from 'vitest';
import { botReply } from './bot.ts';

describe('Electro Bot', () => {
  it.each([
    ['Where is my order?', 'track'],
    ['I want to cancel my order', 'cancel'],
    ['How do I get a refund for a return', 'return'],
    ['Is shipping free?', 'delivery'],
    ['Can I pay with a credit card', 'payment'],
    ['I forgot my password', 'account'],
    ['How can I sell on ElectroHub', 'seller'],
    ['hello', 'greeting'],
    ['let me talk to a person', 'human'],
  ])('%s → %s', (msg, intent) => {
    expect(botReply(msg).intent).toBe(intent);
  });

  it('falls back and offers a person for what it does not know', () => {
    const r = botReply('qwerty zxcv');
    expect(r.intent).toBe('fallback');
    expect(r.answer).toMatch(/Talk to a person/);
  });

  it('does not match keywords inside other words', () => {
    expect(botReply('this thing').intent).toBe('fallback');
  });
});
