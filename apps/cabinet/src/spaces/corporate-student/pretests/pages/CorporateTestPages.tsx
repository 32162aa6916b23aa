import { PaidTestList } from '../PaidTestList';
import { PlacementTestsOverview } from '../PlacementTestsOverview';

/** `/corporate/pretests`: the corporate placement test, the employee's test and the FAQ. */
export function CorporatePlacementTestsPage() {
  return <PlacementTestsOverview />;
}

/** `/corporate/pretests/paid`: the tests the company assigned to the employee. */
export function AssignedTestsPage() {
  return <PaidTestList />;
}
