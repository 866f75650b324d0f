// docs/architecture.md decision 16: on a first load of the Dashboard its cards' code, texts and data
// start with the portal, through the stores the cards show: asked once, before the first render, and
// not held beyond the Dashboard.
import { useStore } from '@nanostores/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineModule } from '../../../src/core/modules.ts';
import { createFetcher, shownFetcherKeys } from '../../../src/core/resource/resource.ts';
import { App } from '../../../src/portal/app.tsx';
import {
  $cardsCodeNow,
  expectDashboardCards,
  releaseDashboardCards,
  startDashboardCards,
} from '../../../src/portal/pages/dashboard-early.ts';
import { testRegistry } from '../support/modules.tsx';
import { createPortalWorld, visit, type PortalWorld } from '../support/world.ts';

let portal: PortalWorld;
let asked: number;
let steps: string[];
const points = createFetcher({
  fetch: async () => {
    asked++;
    steps.push('data asked');
    return { points: 12 };
  },
});
const $points = points.at();

function PointsCard() {
  const { data } = useStore($points);
  return (
    <section aria-labelledby="points-title">
      <h2 id="points-title">Points</h2>
      <p>{data ? `${data.points} points` : 'loading'}</p>
    </section>
  );
}

const pointsModule = defineModule({
  id: 'points',
  routes: [],
  dashboard: [{ id: 'points', load: async () => ({ default: PointsCard }), data: async () => [$points] }],
});

beforeEach(async () => {
  portal = await createPortalWorld({ env: { FEATURE_CHAT: 'false' } });
  points.reset();
  asked = 0;
  steps = [];
});
afterEach(() => portal.stop());

describe("the Dashboard's cards on a first load", () => {
  it("asks for a card's data before the first render, once: the card showing it asks nothing more", async () => {
    await portal.signIn();
    const registry = testRegistry([pointsModule]);
    await startDashboardCards(registry);
    expect(asked).toBe(1);
    visit('/dashboard');
    render(<App registry={registry} />);
    await screen.findByText('12 points');
    expect(asked).toBe(1);
  });

  it("asks for every card's data before loading any card's code, and shows the cards once their code is there", async () => {
    await portal.signIn();
    const timedModule = defineModule({
      id: 'points',
      routes: [],
      dashboard: [
        {
          id: 'points',
          load: async () => {
            steps.push('code loading');
            return { default: PointsCard };
          },
          data: async () => [$points],
        },
      ],
    });
    expectDashboardCards();
    expect($cardsCodeNow.get()).toBe(false);
    const started = startDashboardCards(testRegistry([timedModule]));
    await vi.waitFor(() => expect($cardsCodeNow.get()).toBe(true));
    expect(steps).toEqual(['data asked', 'code loading']);
    await started;
    releaseDashboardCards();
  });

  it('holds no store once the Dashboard is gone', async () => {
    await portal.signIn();
    const registry = testRegistry([pointsModule]);
    await startDashboardCards(registry);
    visit('/dashboard');
    render(<App registry={registry} />);
    await screen.findByText('12 points');
    cleanup();
    expect(shownFetcherKeys()).toEqual([]);
  });
});
