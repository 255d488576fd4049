import { test } from '@playwright/test';

/**
 * Every test of the spec starts from the seeded world: the server's development reset
 * (POST /__dev/reset: database, faults, clock) before each one, as the specs share one server.
 */
export function resetBeforeEach() {
  test.beforeEach(async ({ request }) => {
    await request.post('/__dev/reset');
  });
}
