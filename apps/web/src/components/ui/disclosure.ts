import { useId } from 'react';

/**
 * A disclosure (WAI-ARIA's show/hide pattern): a button that shows and hides a region, its state
 * on the button (aria-expanded, data-state) and the region named by aria-controls while it is
 * shown. The region is not rendered while hidden. Radix's Collapsible did this before: it also
 * measured every region on arrival for height animations this app does not have, a layout of
 * the whole page in the middle of its first render (the largest part of the use case page's and
 * the editor's first render on a slow phone).
 */
export function useDisclosure(open: boolean, onOpenChange: (open: boolean) => void) {
  const regionId = useId();
  const state = open ? 'open' : 'closed';
  return {
    triggerProps: {
      type: 'button',
      'aria-expanded': open,
      'aria-controls': open ? regionId : undefined,
      'data-state': state,
      onClick: () => onOpenChange(!open),
    } as const,
    regionProps: { id: regionId, 'data-state': state } as const,
  };
}
