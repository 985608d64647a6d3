import type { Context } from 'hono';
import type { z } from 'zod';
import { isBrokenText } from '@pathwise/core';
import { ApiError } from './errors';

/** Deeply nested JSON is refused before it can exhaust the stack of anything that walks it. */
const MAX_DEPTH = 32;

function depthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i += 1; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 125 || ch === 93) depth -= 1;
  }
  return false;
}

/** The path of the first key or string value holding broken text, or null. */
function brokenTextAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isBrokenText(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isBrokenText(key)) return path || '(body)';
    const found = brokenTextAt(item, at);
    if (found !== null) return found;
  }
  return null;
}

export function brokenTextError(field: string): ApiError {
  return new ApiError(
    400,
    'invalid_text',
    `${field}: contains a NUL character or broken Unicode, which cannot be stored. Remove it and try again.`,
    [{ field, message: 'contains a NUL character or broken Unicode' }],
  );
}

/** Reads and validates a JSON body against a zod schema; every failure is a clear 400. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text();
  if (text.includes('\u0000')) throw new ApiError(400, 'invalid_body', 'The request body contains a NUL character.');
  if (depthExceeds(text, MAX_DEPTH)) throw new ApiError(400, 'invalid_body', 'The request body is nested too deeply.');
  let data: unknown;
  try {
    data = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  const broken = brokenTextAt(data, '');
  if (broken !== null) throw brokenTextError(broken || '(body)');
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || '(body)', message: issue.message }));
    throw new ApiError(400, 'validation_failed', `Invalid request: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`, details);
  }
  return parsed.data;
}
