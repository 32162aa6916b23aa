import { useParams } from 'react-router-dom';
import { RequireGate } from '../../../session/RequireGate';
import { TestIntro } from '../TestIntro';
import { TestList } from '../TestList';

/** `/pretests`: the tests to choose from. */
export function PlacementTestListPage() {
  return <TestList />;
}

/** `/pretests/:slug`: a test's intro (corporate students and managers are sent to the profile). */
export function PlacementTestIntroPage() {
  const { slug = '' } = useParams();
  return (
    <RequireGate gate="placementTestIntro">
      <TestIntro slug={slug} />
    </RequireGate>
  );
}
