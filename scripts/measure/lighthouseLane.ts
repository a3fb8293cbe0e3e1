/**
 * A lane of `npm run lighthouse` (scripts/lighthouse.ts): a process of its own, with its own
 * Chrome, that audits the pages its parent sends (accessibility, best practices, SEO: what comes
 * out the same however busy the machine is) and answers their scores. Started by the parent only.
 */
import { audit, launchChrome, type Scores, type Target } from './lighthouseAudit';

export interface LaneTask {
  origin: string;
  targets: Target[];
}
export type LaneAnswer = { scores: Record<string, Scores> } | { error: string };

process.once('message', async ({ origin, targets }: LaneTask) => {
  const chrome = await launchChrome();
  let answer: LaneAnswer;
  try {
    const scores: Record<string, Scores> = {};
    for (const target of targets) await audit(chrome.port, origin, target, target.judged, (scores[target.url] = {}));
    answer = { scores };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await chrome.kill();
  }
  process.send!(answer, () => process.disconnect());
});
