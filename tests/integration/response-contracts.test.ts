import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { TestClient } from './harness';

const route = createRoute({
  method: 'get',
  path: '/api/things/{id}',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: {
      description: 'A thing',
      content: { 'application/json': { schema: z.object({ id: z.number(), name: z.string() }) } },
    },
  },
});

/** A route that answers as declared for id 1, and strays from it otherwise. */
const app = new OpenAPIHono().openapi(route, (c) =>
  c.json(c.req.valid('param').id === '1' ? { id: 1, name: 'one' } : ({ id: 'two' } as never), 200),
);

describe("the test client's check of every answer against its route's contract", () => {
  it('passes an answer that holds to it', async () => {
    expect((await new TestClient(app).get('/api/things/1?x=1')).json).toEqual({ id: 1, name: 'one' });
  });

  it('fails a test whose route answers outside it', async () => {
    await expect(new TestClient(app).get('/api/things/2')).rejects.toThrow(
      /GET \/api\/things\/2 answered 200 outside its declared contract/,
    );
  });
});
