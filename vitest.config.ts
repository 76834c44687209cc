import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
    globalSetup: ['./apps/api/test/global-setup.ts'],
    // Two files at a time on the two-core machines (vitest's default leaves one core idle: cores - 1): much of a
    // file's time is spent waiting on PostgreSQL or Chromium, in processes of their own.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
