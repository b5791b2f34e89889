import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

const Slot = createContext<ReactNode>(null);

/** The children at every path, and where the router is (`router-path`), so a test sees a navigation happen or not. */
function SlotElement() {
  const { pathname } = useLocation();
  return (
    <>
      {useContext(Slot)}
      <span hidden data-testid="router-path">
        {pathname}
      </span>
    </>
  );
}

/**
 * Renders `children` inside a data router, as the app does (useBlocker needs one), at `url`. A test's
 * rerender with new children draws them in place: the router, and the state below it, stay.
 */
export function InDataRouter({ children, url = '/' }: { children: ReactNode; url?: string }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <SlotElement /> }], { initialEntries: [url] }));
  return (
    <Slot.Provider value={children}>
      <RouterProvider router={router} />
    </Slot.Provider>
  );
}
