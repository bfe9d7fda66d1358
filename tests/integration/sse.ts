import * as z from 'zod/mini';
import { liveEventSchemas, type LiveTopic } from '../../src/shared/contracts/live';

/**
 * One server-sent event; frames without an `event:` line (comments, `retry:`) are skipped. An event of
 * a live topic is parsed with its contract as it is read: the browser trusts it as typed.
 */
export type SseEvent = { id?: string; event?: string; data?: unknown };

/**
 * Collects the SSE events of a streaming response as they arrive: from app.request() (a web stream
 * fed by Hono) or from fetch() against a real server (the socket). `until(count)` waits for at least
 * `count` events (or the timeout, or the end of the stream); `ended()` says whether the server ended
 * it; `close()` cancels the body and stops.
 */
export function collectEvents(response: Response) {
  const reader = response.body!.getReader();
  const events: SseEvent[] = [];
  let ended = false;
  /** An event that did not hold to its topic's contract: the collector stops, and `until` throws it. */
  let outsideContract: unknown;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let split;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, split);
          let event: SseEvent | undefined;
          try {
            event = parseFrame(frame);
          } catch (error) {
            outsideContract = new Error(`An event outside its contract: ${frame}`, { cause: error });
            return;
          }
          buffer = buffer.slice(split + 2);
          if (event) events.push(event);
        }
      }
    } catch {
      // cancelled or aborted
    } finally {
      ended = true;
    }
  })();
  return {
    events,
    ended: () => ended,
    until: async (count: number, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count && !ended && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      if (outsideContract) throw outsideContract;
      return events;
    },
    close: async () => {
      await reader.cancel().catch(() => {});
      await reading;
    },
  };
}

/** Reads SSE events from a streaming response until `count` arrived (or the timeout), then cancels it. */
export async function readEvents(response: Response, count: number, timeoutMs = 5000) {
  const stream = collectEvents(response);
  const events = await stream.until(count, timeoutMs);
  await stream.close();
  return events;
}

function parseFrame(frame: string): SseEvent | undefined {
  const fields = Object.fromEntries(
    frame
      .split('\n')
      .filter((l) => l && !l.startsWith(':') && !l.startsWith('retry'))
      .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)] as const),
  );
  if (!fields.event) return undefined;
  const data: unknown = JSON.parse(fields.data ?? 'null');
  const contract = liveEventSchemas[fields.event as LiveTopic] as z.ZodMiniType | undefined;
  if (contract) z.parse(contract, data);
  return { id: fields.id, event: fields.event, data };
}

/** A 'match' live event: the home side on `runs`/2 after 5.2 overs (what a score update looks like). */
export const scoreEvent = (matchId: number, runs: number) => ({
  topic: 'match' as const,
  payload: {
    matchId,
    status: 'LIVE',
    inningsStatus: `MI ${runs}/2`,
    currentOver: 5.2,
    homeScore: { runs, wickets: 2, overs: 5.2 },
    awayScore: { runs: 0, wickets: 0, overs: 0 },
    tossWinner: null,
    winner: null,
    resultText: null,
  },
});
