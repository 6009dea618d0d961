/** Helpers of the BOM tests: upload a file to POST /bom/parse, match its lines in batches through POST /bom/match. */
import { BOM_MATCH_BATCH, type BomLineInput, linesOf } from '@jianku/rules';
import type { BomLineMatch, BomSheet } from '@jianku/rules/bom-schemas';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';

export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export async function parseBom(
  app: App,
  bytes: Uint8Array | undefined,
  name = 'bom.csv',
): Promise<Answer<BomSheet>> {
  const body = new FormData();
  if (bytes) body.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await app.inject({ method: 'POST', url: '/to/api/bom/parse', payload: body });
  const json = res.json() as { code: number; msg: string; data: BomSheet };
  return { status: res.statusCode, ...json };
}

/** Parses a file that must parse. */
export async function sheetOf(app: App, bytes: Uint8Array, name = 'bom.csv'): Promise<BomSheet> {
  const answer = await parseBom(app, bytes, name);
  expect(answer.code, `${name}: ${answer.msg}`).toBe(0);
  return answer.data;
}

/** Matches lines through the API, in batches as the page sends them. */
export async function matchLines(app: App, lines: readonly BomLineInput[]): Promise<BomLineMatch[]> {
  const out: BomLineMatch[] = [];
  for (let i = 0; i < lines.length; i += BOM_MATCH_BATCH) {
    const res = await app.inject({
      method: 'POST',
      url: '/to/api/bom/match',
      payload: { lines: lines.slice(i, i + BOM_MATCH_BATCH) },
    });
    const body = res.json() as { code: number; msg: string; data: { matches: BomLineMatch[] } };
    expect(body.code, body.msg).toBe(0);
    out.push(...body.data.matches);
  }
  return out;
}

/** A sheet's lines through its detected mapping, matched. */
export async function matchSheet(app: App, sheet: BomSheet) {
  const lines = linesOf(sheet.rows, sheet.mapping);
  return { lines, matches: await matchLines(app, lines) };
}
