import { buildId, buildTimestamp } from '@/lib/buildWatch/runningBuild';
import { exportedPages } from '@/lib/hosting/exportedFiles';
import { routeRules } from '@/lib/hosting/routeRules';
import { allPages } from '@/lib/routes';

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
    prerendered: exportedPages(allPages).map((page) => page.url),
    routeRules,
  });
}
