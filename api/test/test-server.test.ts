import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness';

const plain = serverForThisFile();
const announcing = serverForThisFile({ announcer: true });

describe('the test server', () => {
  it("runs the announcer's timer only in a file that asks for it", () => {
    expect(plain.announcer.running).toBe(false);
    expect(announcing.announcer.running).toBe(true);
  });
});
