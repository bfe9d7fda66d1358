import { expect, it, vi } from 'vitest';

it("sets zod's jitless option before zod loads, so a parse never probes `new Function`", async () => {
  vi.resetModules();
  await import('./zod-without-eval');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  const functionSpy = vi.spyOn(globalThis, 'Function');
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  expect(functionSpy).not.toHaveBeenCalled();
});
