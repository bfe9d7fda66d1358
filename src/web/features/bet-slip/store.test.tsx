// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { testSlipEntry as pick } from '@/test/fixtures';
import { BET_SLIP_STORAGE_KEY, betSlipStore, useBetSlip } from './store';

beforeEach(() => {
  betSlipStore.clear();
  betSlipStore.setOpen(false);
  localStorage.clear();
});

afterEach(() => cleanup());

describe('bet slip store', () => {
  it('appends new match+market pairs, replaces the same pair and opens the sheet', () => {
    const { result } = renderHook(() => useBetSlip());
    act(() => result.current.add(pick()));
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.add(pick({ marketId: 11, optionId: 110 })));
    act(() => result.current.add(pick({ matchId: 2 })));
    expect(result.current.count).toBe(3);

    act(() => result.current.add(pick({ optionId: 101, optionName: 'Chennai Super Kings', odds: 2.1 })));
    expect(result.current.count).toBe(3);
    expect(result.current.entries[0]).toMatchObject({
      id: '1-10-101',
      optionName: 'Chennai Super Kings',
      odds: 2.1,
    });
  });

  it('a tap toggles a pick without opening the sheet; another option of its market takes its place and stake', () => {
    const { result } = renderHook(() => useBetSlip());
    act(() => result.current.toggle(pick({ amount: 0 })));
    expect(result.current.entries.map((e) => e.id)).toEqual(['1-10-100']);
    expect(result.current.isOpen).toBe(false);

    act(() => result.current.setAmount('1-10-100', 300));
    act(() => result.current.toggle(pick({ optionId: 101, amount: 0 })));
    expect(result.current.entries).toMatchObject([{ id: '1-10-101', amount: 300 }]);

    act(() => result.current.toggle(pick({ optionId: 101, amount: 0 })));
    expect(result.current.entries).toEqual([]);
    expect(result.current.isOpen).toBe(false);
  });

  it('a lay of an option is a pick of its own: it takes the place of the back on its market, and back again', () => {
    const { result } = renderHook(() => useBetSlip());
    act(() => result.current.toggle(pick({ amount: 0 })));
    act(() => result.current.setAmount('1-10-100', 300));
    act(() => result.current.toggle(pick({ side: 'LAY', odds: 2.1, amount: 0 })));
    expect(result.current.entries).toMatchObject([
      { id: '1-10-100-LAY', side: 'LAY', odds: 2.1, amount: 300 },
    ]);
    act(() => result.current.toggle(pick({ amount: 0 })));
    expect(result.current.entries).toMatchObject([{ id: '1-10-100', side: 'BACK', odds: 1.9 }]);
    act(() => result.current.toggle(pick({ amount: 0 })));
    expect(result.current.entries).toEqual([]);
  });

  it('removes one entry, clears all and updates odds', () => {
    const { result } = renderHook(() => useBetSlip());
    act(() => {
      result.current.add(pick());
      result.current.add(pick({ matchId: 2 }));
    });
    act(() => result.current.remove('1-10-100'));
    expect(result.current.entries.map((e) => e.id)).toEqual(['2-10-100']);
    act(() => result.current.updateOdds('2-10-100', 2.5));
    expect(result.current.entries[0]?.odds).toBe(2.5);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('survives a reload and ignores malformed storage', () => {
    betSlipStore.add(pick({ amount: 500 }));
    expect(JSON.parse(localStorage.getItem(BET_SLIP_STORAGE_KEY) ?? '{}').entries).toHaveLength(1);

    betSlipStore.reloadFromStorage();
    expect(betSlipStore.getState().entries).toEqual([
      expect.objectContaining({ id: '1-10-100', amount: 500 }),
    ]);
    expect(betSlipStore.getState().isOpen).toBe(false);

    localStorage.setItem(BET_SLIP_STORAGE_KEY, JSON.stringify({ entries: [{ id: 1, odds: 'x' }] }));
    betSlipStore.reloadFromStorage();
    expect(betSlipStore.getState().entries).toEqual([]);

    // A slip stored before lays: its entries are backs.
    const { side: _side, ...older } = { ...pick({ amount: 200 }), id: '1-10-100' };
    localStorage.setItem(BET_SLIP_STORAGE_KEY, JSON.stringify({ entries: [older] }));
    betSlipStore.reloadFromStorage();
    expect(betSlipStore.getState().entries).toEqual([
      expect.objectContaining({ id: '1-10-100', side: 'BACK' }),
    ]);

    localStorage.setItem(BET_SLIP_STORAGE_KEY, '{not json');
    betSlipStore.reloadFromStorage();
    expect(betSlipStore.getState().entries).toEqual([]);
  });

  it('keeps the key of a restored slip, which a later pick makes a new slip', () => {
    betSlipStore.add(pick({ amount: 500 }));
    betSlipStore.add(pick({ matchId: 2, amount: 300 }));
    const key = betSlipStore.idempotencyKey();

    betSlipStore.reloadFromStorage();
    expect(betSlipStore.idempotencyKey()).toBe(key);

    // The page reloads; the player picks another option of match 2's market.
    betSlipStore.reloadFromStorage();
    betSlipStore.add(pick({ matchId: 2, optionId: 101, amount: 700 }));
    expect(betSlipStore.getState().entries).toEqual([
      expect.objectContaining({ id: '1-10-100', amount: 500 }),
      expect.objectContaining({ id: '2-10-101', amount: 700 }),
    ]);
    expect(betSlipStore.idempotencyKey()).not.toBe(key);
  });

  it('keeps the idempotency key until the slip changes', () => {
    betSlipStore.add(pick());
    const key = betSlipStore.idempotencyKey();
    expect(betSlipStore.idempotencyKey()).toBe(key);
    betSlipStore.setOpen(false);
    expect(betSlipStore.idempotencyKey()).toBe(key);
    betSlipStore.setAmount('1-10-100', 200);
    expect(betSlipStore.idempotencyKey()).not.toBe(key);
  });
});
