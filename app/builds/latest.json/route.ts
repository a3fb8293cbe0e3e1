import { buildId, buildTimestamp } from '@/lib/buildWatch/runningBuild';

// What open pages poll to learn that a newer build is deployed (docs/spec.md#7-the-calls-it-makes).
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ id: buildId, timestamp: buildTimestamp });
}
