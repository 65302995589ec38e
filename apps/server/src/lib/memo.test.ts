import { describe, expect, it } from 'vitest';
import {
  answerBytes,
  answersChanged,
  cappedTtl,
  ENTRY_BYTES,
  Memo,
  publicChanged,
  rememberedGrew,
  setAnswerBudget,
  setTtlCap,
} from './memo.ts';

/** A load that counts its calls and resolves when told to. */
function gate<V>(value: V) {
  let calls = 0;
  let release: () => void = () => undefined;
  const load = () => {
    calls += 1;
    return new Promise<V>((resolve) => {
      release = () => resolve(value);
    });
  };
  return { load, calls: () => calls, release: () => release() };
}

describe('Memo', () => {
  it('answers a key from memory while fresh, and loads again once expired', async () => {
    const memo = new Memo<number>({ ttlMs: 1_000, max: 10 });
    const db = {};
    let n = 0;
    const load = async () => ++n;
    expect(await memo.get(db, 'k', load, { now: 0 })).toBe(1);
    expect(await memo.get(db, 'k', load, { now: 999 })).toBe(1);
    expect(await memo.get(db, 'k', load, { now: 1_000 })).toBe(2);
  });

  it("lives no longer than the database's cap while one is set (decision 055), and as long as asked again after", async () => {
    const memo = new Memo<number>({ ttlMs: 60_000, max: 10 });
    const db = {};
    let n = 0;
    const load = async () => ++n;
    let cap: number | null = 10_000;
    setTtlCap(db, () => cap);
    expect(cappedTtl(db, 60_000)).toBe(10_000);
    expect(cappedTtl(db, 5_000)).toBe(5_000);
    expect(await memo.get(db, 'k', load, { now: 0 })).toBe(1);
    expect(await memo.get(db, 'k', load, { now: 9_999 })).toBe(1);
    expect(await memo.get(db, 'k', load, { now: 10_000 })).toBe(2);
    cap = null;
    expect(await memo.get(db, 'k', load, { now: 69_999 })).toBe(2);
    setTtlCap(db, null);
    expect(cappedTtl(db, 60_000)).toBe(60_000);
    expect(await memo.get(db, 'k', load, { now: 70_000 })).toBe(3);
  });

  it('remembers nothing with a ttl of 0', async () => {
    const memo = new Memo<number>({ ttlMs: 1_000, max: 10 });
    let n = 0;
    const load = async () => ++n;
    await memo.get({}, 'k', load, { ttlMs: 0 });
    const db = {};
    await memo.get(db, 'k', load, { ttlMs: 0 });
    expect(await memo.get(db, 'k', load, { ttlMs: 0 })).toBe(3);
  });

  it('shares one load among concurrent misses of a key', async () => {
    const memo = new Memo<string>({ ttlMs: 1_000, max: 10 });
    const g = gate('answer');
    const db = {};
    const asked = [memo.get(db, 'k', g.load), memo.get(db, 'k', g.load), memo.get(db, 'k', g.load)];
    g.release();
    expect(await Promise.all(asked)).toEqual(['answer', 'answer', 'answer']);
    expect(g.calls()).toBe(1);
  });

  it('keeps each database apart', async () => {
    const memo = new Memo<string>({ ttlMs: 1_000, max: 10 });
    expect(await memo.get({}, 'k', async () => 'a')).toBe('a');
    expect(await memo.get({}, 'k', async () => 'b')).toBe('b');
  });

  it('drops the least recently used beyond max', async () => {
    const memo = new Memo<string>({ ttlMs: 60_000, max: 2 });
    const db = {};
    await memo.get(db, 'a', async () => 'a1');
    await memo.get(db, 'b', async () => 'b1');
    await memo.get(db, 'a', async () => 'a2'); // a is now the most recent
    await memo.get(db, 'c', async () => 'c1'); // b goes
    expect(await memo.get(db, 'a', async () => 'a3')).toBe('a1');
    expect(await memo.get(db, 'b', async () => 'b2')).toBe('b2');
  });

  it('moves a hit entry to the recent end only once it is in the older half (decision 064)', async () => {
    const memo = new Memo<string>({ ttlMs: 60_000, max: 4 });
    const db = {};
    for (const k of ['a', 'b', 'c', 'd']) await memo.get(db, k, async () => `${k}1`);
    // c is in the newer half (only d came after it): the hit leaves it in place. a is in the older half: moved.
    await memo.get(db, 'c', async () => 'c2');
    await memo.get(db, 'a', async () => 'a2');
    await memo.get(db, 'e', async () => 'e1'); // b goes (the oldest)
    await memo.get(db, 'f', async () => 'f1'); // c goes: it was not moved, and nothing was used after it
    expect(await memo.get(db, 'a', async () => 'a3')).toBe('a1');
    expect(await memo.get(db, 'd', async () => 'd2')).toBe('d1');
    expect(await memo.get(db, 'b', async () => 'b2')).toBe('b2');
    expect(await memo.get(db, 'c', async () => 'c3')).toBe('c3');
  });

  it('drops the least recently used beyond maxBytes, counting what is forgotten', async () => {
    const memo = new Memo<string>({ ttlMs: 60_000, max: 100, maxBytes: 10, sizeOf: (v) => v.length });
    const db = {};
    await memo.get(db, 'a', async () => 'aaaa');
    await memo.get(db, 'b', async () => 'bbbb');
    await memo.get(db, 'c', async () => 'cccc'); // 12 bytes: a goes
    expect(await memo.get(db, 'b', async () => 'new')).toBe('bbbb');
    expect(await memo.get(db, 'a', async () => 'AAAA')).toBe('AAAA'); // c goes (b was used since)
    expect(await memo.get(db, 'c', async () => 'CCCC')).toBe('CCCC'); // b goes
    // Forgotten entries no longer count: after everything changed, two new ones of 5 bytes fit.
    answersChanged(db);
    await memo.get(db, 'a', async () => 'xxxxx');
    await memo.get(db, 'c', async () => 'yyyyy');
    expect(await memo.get(db, 'a', async () => 'zzzzz')).toBe('xxxxx');
    expect(await memo.get(db, 'c', async () => 'zzzzz')).toBe('yyyyy');
  });

  it('does not remember a failed load', async () => {
    const memo = new Memo<string>({ ttlMs: 60_000, max: 10 });
    const db = {};
    await expect(memo.get(db, 'k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get(db, 'k', async () => 'up')).toBe('up');
  });

  it('remembers only what `keep` accepts', async () => {
    const memo = new Memo<number>({ ttlMs: 60_000, max: 10, keep: (n) => n >= 100 });
    const db = {};
    let n = 0;
    expect(await memo.get(db, 'small', async () => ++n)).toBe(1);
    expect(await memo.get(db, 'small', async () => ++n)).toBe(2);
    expect(await memo.get(db, 'big', async () => 500)).toBe(500);
    expect(await memo.get(db, 'big', async () => 600)).toBe(500);
  });

  it('with serveStale, answers an expired entry at once and refreshes it behind', async () => {
    const memo = new Memo<string>({ ttlMs: 1_000, max: 10, serveStale: true });
    const db = {};
    await memo.get(db, 'k', async () => 'old', { now: 0 });
    const g = gate('new');
    expect(await memo.get(db, 'k', g.load, { now: 5_000 })).toBe('old');
    expect(await memo.get(db, 'k', g.load, { now: 5_001 })).toBe('old');
    expect(g.calls()).toBe(1);
    g.release();
    await Promise.resolve();
    await Promise.resolve();
    expect(await memo.get(db, 'k', g.load, { now: 5_002 })).toBe('new');
  });

  it('forgets every answer of a database when it changes, and keeps no answer loaded across the change', async () => {
    const memo = new Memo<string>({ ttlMs: 60_000, max: 10 });
    const db = {};
    const other = {};
    await memo.get(db, 'k', async () => 'before');
    await memo.get(other, 'k', async () => 'other');
    answersChanged(db);
    expect(await memo.get(db, 'k', async () => 'after')).toBe('after');
    expect(await memo.get(other, 'k', async () => 'other again')).toBe('other');

    // A load that began before a write may carry the old state: it is answered, not remembered.
    const g = gate('racing');
    const asked = memo.get(db, 'r', g.load);
    answersChanged(db);
    g.release();
    expect(await asked).toBe('racing');
    expect(await memo.get(db, 'r', async () => 'fresh')).toBe('fresh');
  });
});

describe('the answers’ byte budget (decision 061)', () => {
  type Answer = { name: string };
  const answer = (name: string): Answer => ({ name });

  it('bounds the shared memos of a database together, the least recently used of any of them going first', async () => {
    const db = {};
    const a = new Memo<Answer>({ ttlMs: 60_000, max: 100, shared: true });
    const b = new Memo<Answer>({ ttlMs: 60_000, max: 100, shared: true });
    setAnswerBudget(db, 3 * ENTRY_BYTES);
    const a1 = await a.get(db, '1', async () => answer('a1'));
    const b1 = await b.get(db, '1', async () => answer('b1'));
    await a.get(db, '2', async () => answer('a2'));
    expect(answerBytes(db)).toBe(3 * ENTRY_BYTES);
    // a1 used again: b1 is now the least recently used of the two memos, and goes when a third one comes.
    expect(await a.get(db, '1', async () => answer('again'))).toBe(a1);
    await b.get(db, '2', async () => answer('b2'));
    expect(answerBytes(db)).toBe(3 * ENTRY_BYTES);
    expect(await a.get(db, '1', async () => answer('again'))).toBe(a1);
    expect(await b.get(db, '1', async () => answer('b1 again'))).not.toBe(b1);
  });

  it('counts what the serializer reports for a remembered answer, and drops answers to stay within the budget', async () => {
    const db = {};
    const memo = new Memo<Answer>({ ttlMs: 60_000, max: 100, shared: true });
    setAnswerBudget(db, 10_000);
    const first = await memo.get(db, '1', async () => answer('first'));
    rememberedGrew(first, 4_000);
    const second = await memo.get(db, '2', async () => answer('second'));
    rememberedGrew(second, 4_000);
    expect(answerBytes(db)).toBe(8_000 + 2 * ENTRY_BYTES);
    // The third makes 12,000 + 3 entries: the first (least recently used) goes.
    const third = await memo.get(db, '3', async () => answer('third'));
    rememberedGrew(third, 4_000);
    expect(answerBytes(db)).toBeLessThanOrEqual(10_000);
    expect(await memo.get(db, '1', async () => answer('reloaded'))).not.toBe(first);
    expect(await memo.get(db, '3', async () => answer('x'))).toBe(third);
    // A dropped answer no longer counts, whatever is reported of it later.
    const before = answerBytes(db);
    rememberedGrew(first, 1_000_000);
    expect(answerBytes(db)).toBe(before);
  });

  it('stops counting an answer once it is forgotten, and counts a memo’s own sizes too', async () => {
    const db = {};
    const memo = new Memo<Int32Array>({ ttlMs: 60_000, max: 100, shared: true, sizeOf: (v) => v.byteLength });
    setAnswerBudget(db, 1_000_000);
    await memo.get(db, 'k', async () => new Int32Array(1_000), { tags: () => ['t'] });
    expect(answerBytes(db)).toBe(4_000 + ENTRY_BYTES);
    publicChanged(db, ['t']);
    await memo.get(db, 'k', async () => new Int32Array(10));
    expect(answerBytes(db)).toBe(40 + ENTRY_BYTES);
  });
});
