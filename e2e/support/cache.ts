import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * A page as Next's cache answers it (`x-nextjs-cache: HIT`). The first answer after a build is the render, and an
 * entry older than its revalidate answers STALE once while it is rendered anew, which in an hour-long suite can be
 * any answer; two HIT answers asked a moment apart are the same entry's bytes, which is what a shell test compares.
 */
export async function cachedAnswer(request: APIRequestContext, url: string): Promise<APIResponse> {
  let answer: APIResponse | undefined;
  await expect.poll(async () => (answer = await request.get(url)).headers()['x-nextjs-cache'], { message: `${url} from the cache`, timeout: 30_000 }).toBe('HIT');
  return answer!;
}
