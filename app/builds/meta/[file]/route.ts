import { buildId, buildTimestamp } from '@/lib/buildWatch/runningBuild';
import { everyPageFile } from '@/lib/hosting/exportedFiles';
import { routeRules } from '@/lib/hosting/routeRules';

// The build's manifest: every prerendered path and the route rules (docs/spec.md#7-the-calls-it-makes).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: `${buildId}.json` }];
}

export function GET() {
  return Response.json({
    id: buildId,
    timestamp: buildTimestamp,
    prerendered: everyPageFile().map((page) => page.url),
    routeRules,
  });
}
