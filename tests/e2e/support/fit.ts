// What of an open dialog or popup leaves the viewport, sticks out of it or cuts its text off:
// one rule for the popover and dialog journeys. Runs in the page (locator.evaluate), so
// it refers to nothing outside itself.
export function fitProblems(box: Element): string[] {
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const describe = (node: Element) =>
    `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
  const found: string[] = [];
  const outer = box.getBoundingClientRect();
  if (outer.left < -0.5 || outer.right > width + 0.5 || outer.top < -0.5 || outer.bottom > height + 0.5)
    found.push(
      `${describe(box)} spans ${Math.round(outer.left)}..${Math.round(outer.right)} x ${Math.round(outer.top)}..${Math.round(outer.bottom)} in ${width}x${height}`,
    );
  for (const node of box.querySelectorAll<HTMLElement>('*')) {
    if (node.closest('.club-visually-hidden')) continue; // clipped to 1 px on purpose
    const rect = node.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.left < outer.left - 0.5 || rect.right > outer.right + 0.5)
      found.push(`${describe(node)} sticks out: ${Math.round(rect.left)}..${Math.round(rect.right)}`);
    const { overflowX } = getComputedStyle(node);
    if (overflowX !== 'visible' && overflowX !== 'auto' && node.scrollWidth > node.clientWidth + 1)
      found.push(`${describe(node)} cuts its text off`);
  }
  return found.slice(0, 10);
}
