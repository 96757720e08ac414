// The landing check: the page a brand lands on is not a route one of its flags turns off (that route would send
// every arriving player home with a refusal, or in a circle when it is home itself).
import type { FlagId } from '../../src/registry/flags';
import { flagPointer, isFlagOn } from './flagState';
import { problem, type BrandProblem } from './problem';
import { LANDING_PATH, ROUTE_FLAGS, routeOf } from './routeGates';

export interface LandingRules {
  landing: string;
  routeFlags: Readonly<Record<string, FlagId>>;
}

export function checkLanding(
  config: unknown,
  { landing, routeFlags }: LandingRules = { landing: LANDING_PATH, routeFlags: ROUTE_FLAGS },
): BrandProblem[] {
  const gate = routeFlags[routeOf(landing)];
  if (gate === undefined || isFlagOn(config, gate)) return [];
  return [problem('landing', flagPointer(gate), 'landingOff', { route: routeOf(landing), flag: gate })];
}
