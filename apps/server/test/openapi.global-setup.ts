/**
 * Vitest global setup of the web project (apps/web/vitest.config.ts): builds the real server app once, takes its
 * OpenAPI document (app.swagger(), generated from the TypeBox route schemas) and provides it to the web tests as
 * `realApi`. The scripted backend of the web tests (apps/web/src/lib/test-support/test-server.ts) validates every
 * answer it gives against it, so a fake answer the real API could not give fails the test (issue 19).
 */
import type { TestProject } from 'vitest/node';
import { createTestApp } from '../src/testing.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    realApi: unknown;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const app = await createTestApp();
  try {
    await app.ready();
    project.provide('realApi', JSON.parse(JSON.stringify(app.swagger())));
  } finally {
    await app.close();
  }
}
