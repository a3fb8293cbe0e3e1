import { buildId, buildTimestamp } from '@/lib/buildWatch/runningBuild';

// What open pages poll to learn that a newer build is deployed (SPEC.md section 7).
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ id: buildId, timestamp: buildTimestamp });
}
