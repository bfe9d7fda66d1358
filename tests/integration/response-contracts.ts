import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodType } from 'zod';

type Registry = OpenAPIHono['openAPIRegistry'];
interface Declared {
  method: string;
  path: RegExp;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/**
 * Every JSON answer an integration test reads is checked against the response its route declares (the
 * shared contracts, through @hono/zod-openapi): the web app trusts these answers as typed, so a route
 * that strays from its contract fails here, not in a browser. Returns the routes it can check.
 */
export function responseContracts(registry: Registry) {
  const declared: Declared[] = [];
  for (const definition of registry.definitions) {
    if (definition.type !== 'route') continue;
    const { method, path, responses } = definition.route;
    const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    declared.push({
      method: method.toUpperCase(),
      path: new RegExp(`^${pattern}$`),
      responses: responses as Declared['responses'],
    });
  }
  return (method: string, url: string, status: number, json: unknown): void => {
    const pathname = new URL(url, 'http://test').pathname;
    const route = declared.find((r) => r.method === method && r.path.test(pathname));
    const schema = route?.responses[String(status)]?.content?.['application/json']?.schema;
    if (!schema || json === undefined) return;
    const parsed = (schema as ZodType).safeParse(json);
    if (!parsed.success)
      throw new Error(
        `${method} ${pathname} answered ${status} outside its declared contract: ${parsed.error.message}`,
      );
  };
}
