import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import { LoadFailure } from '../components/load-failure';
import { stubApi } from '../testing/stub-api';
import { api } from './api-client';
import { useApiRead } from './use-api-read';

afterEach(() => vi.unstubAllGlobals());

/** A read answered by the test when it chooses, with the signal it was given. */
function pendingReads() {
  const asked: { key: string; signal: AbortSignal; answer: (value: string) => void }[] = [];
  const read = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve) => asked.push({ key, signal, answer: resolve }));
  return { asked, read };
}

describe('reading from the API for a part of a page', () => {
  it('is on its way, then shows the answer', async () => {
    const { result } = renderHook(() => useApiRead('a', () => Promise.resolve('answer a')));
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: 'answer a' }));
  });

  it('never shows a stale answer: the read for an old key is aborted and its late answer ignored', async () => {
    const { asked, read } = pendingReads();
    const { result, rerender } = renderHook(({ key }) => useApiRead(key, read(key)), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    expect(asked.map((a) => a.key)).toEqual(['a', 'b']);
    expect(asked[0]!.signal.aborted).toBe(true);
    await act(async () => asked[1]!.answer('answer b'));
    expect(result.current.data).toBe('answer b');
    await act(async () => asked[0]!.answer('answer a'));
    expect(result.current.data).toBe('answer b');
  });

  it('shows nothing of the old key while the new one is on its way', async () => {
    const { asked, read } = pendingReads();
    const { result, rerender } = renderHook(({ key }) => useApiRead(key, read(key)), {
      initialProps: { key: 'a' },
    });
    await act(async () => asked[0]!.answer('answer a'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
  });

  it('keeps the last answer at hand through a newer key and a failure', async () => {
    const asked: { key: string; answer: (value: string) => void; fail: (error: Error) => void }[] = [];
    const read = (key: string) => () =>
      new Promise<string>((resolve, reject) => asked.push({ key, answer: resolve, fail: reject }));
    const { result, rerender } = renderHook(({ key }) => useApiRead(key, read(key)), {
      initialProps: { key: 'a' },
    });
    expect(result.current.lastData).toBeUndefined();
    await act(async () => asked[0]!.answer('answer a'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ data: undefined, lastData: 'answer a' });
    await act(async () => asked[1]!.fail(new Error('refused')));
    expect(result.current).toMatchObject({ data: undefined, lastData: 'answer a' });
    expect(result.current.error).toEqual(new Error('refused'));
    rerender({ key: 'c' });
    await act(async () => asked[2]!.answer('answer c'));
    expect(result.current).toMatchObject({ data: 'answer c', lastData: 'answer c' });
  });

  it('aborts its read when the part leaves the page', () => {
    const { asked, read } = pendingReads();
    const { unmount } = renderHook(() => useApiRead('a', read('a')));
    unmount();
    expect(asked[0]!.signal.aborted).toBe(true);
  });

  it('reads nothing for no key', () => {
    const read = vi.fn(() => Promise.resolve('x'));
    const { result } = renderHook(() => useApiRead(null, read));
    expect(read).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ loading: false, data: undefined });
  });

  it('reads again on demand, keeping the answer shown until the new one comes', async () => {
    const { asked, read } = pendingReads();
    const { result } = renderHook(() => useApiRead('a', read('a')));
    await act(async () => asked[0]!.answer('first'));
    act(() => result.current.reread());
    expect(result.current).toMatchObject({ loading: true, data: 'first' });
    await act(async () => asked[1]!.answer('second'));
    expect(result.current).toMatchObject({ loading: false, data: 'second' });
  });

  it('asks once per pause in typing when given a delay', async () => {
    vi.useFakeTimers();
    try {
      const read = vi.fn((_signal: AbortSignal) => Promise.resolve('found'));
      const { rerender } = renderHook(({ key }) => useApiRead(key, read, { delayMs: 200 }), {
        initialProps: { key: 'se' },
      });
      rerender({ key: 'ser' });
      rerender({ key: 'seru' });
      await act(async () => vi.advanceTimersByTime(200));
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server’s message when the read is refused', async () => {
    stubApi({ 'GET /admin/customers/c1': () => [404, { message: 'No customer with that id' }] });
    function Details() {
      const { error } = useApiRead('c1', (signal) =>
        api('/admin/customers/c1', { signal, answer: MessageResponseSchema }),
      );
      return error ? <LoadFailure error={error} fallback="Could not load" /> : null;
    }
    render(<Details />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No customer with that id');
  });
});
