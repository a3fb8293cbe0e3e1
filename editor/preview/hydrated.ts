/**
 * Whether React has hydrated `element`: react-dom keeps its fiber on each element it took over,
 * under a name of its own (`__reactFiber$…`); React offers no public sign of it. Until then the
 * element is the server's HTML, and an attribute changed on it (an item opened, a badge added) is
 * one React did not render: a hydration error, in the frame's console and the preview's terminal.
 */
export const hydrated = (element: Element) => Object.keys(element).some((name) => name.startsWith('__reactFiber$'));
