// THE slot of the top bar where modules plug in (the notification bell of the common module's
// notifications, later a chat icon...): every `topBar` item of the loaded modules (see
// ModuleDefinition.topBar in src/core/modules.ts), lazily loaded, rendered without props, in order.
// An item that fails to load leaves a gap, never a broken top bar.
import { Suspense } from 'react';
import { useRegistry } from '../registry-context.ts';
import { ErrorBoundary } from '../router/error-boundary.tsx';
import { useAfterFirstScreen } from '../router/first-commit.ts';
import { lazyWithMessages } from '../router/page.tsx';

export function TopBarItems() {
  const registry = useRegistry();
  // Their code loads after the first screen is committed (the slots are there from the start).
  const itemsNow = useAfterFirstScreen();
  return (
    <>
      {registry.topBarItems().map((item) => {
        const Item = itemsNow ? lazyWithMessages(registry, item.module, item.load) : null;
        return (
          <div key={`${item.module}:${item.id}`} className="club-topbar__item" data-slot={`${item.module}:${item.id}`}>
            {Item && (
              <ErrorBoundary fallback={null}>
                <Suspense fallback={null}>
                  <Item />
                </Suspense>
              </ErrorBoundary>
            )}
          </div>
        );
      })}
    </>
  );
}
