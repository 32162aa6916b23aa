import type { Scenario } from '@cabinet/api/mock/scenarios';
import type { LoaderFunction } from 'storybook/internal/types';

/**
 * `parameters.mockScenario` (a `Partial<Scenario>`: `latencyMs`, `errorRate`, `rateLimited`, `empty`, `hostile`,
 * `paymentDown`) sets how the mock school misbehaves before the story renders, e.g.
 * `parameters: { msw: { handlers }, mockScenario: { empty: true } }` with the mock school's
 * `handlers` from `@cabinet/api/mock/handlers` (the scenario handler is their first). A story with
 * `parameters.msw` and no `mockScenario` gets the normal school, so a scenario never leaks from
 * one story into the next. `hostile` seeds the school's tables again.
 */
export const mockScenarioLoader: LoaderFunction = async (context) => {
  const wanted = context.parameters.mockScenario as Partial<Scenario> | undefined;
  if (!wanted && !context.parameters.msw) return {};
  const { NORMAL_SCENARIO, applyScenario } = await import('@cabinet/api/mock/scenarios');
  applyScenario({ ...NORMAL_SCENARIO, ...wanted });
  return {};
};
