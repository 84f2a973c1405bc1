/**
 * The widget's stylesheet, adopted as a constructable stylesheet (no `<style>` element, no `style` attribute, so a
 * host page's strict `style-src` holds). Themable through `--calendar-events-*` custom properties and `::part()`.
 */
export const CSS = `:host{display:block;font-family:var(--calendar-events-font,inherit);color:var(--calendar-events-color,inherit);background:var(--calendar-events-background,transparent);border-radius:var(--calendar-events-radius,0)}
:host([hidden]){display:none}
[part~=list]{list-style:none;margin:0;padding:0}
[part~=item]{padding:var(--calendar-events-gap,.75rem) 0;border-bottom:1px solid var(--calendar-events-border,#ddd)}
[part~=title]{margin:0;font-size:var(--calendar-events-title-size,1.05rem)}
[part~=link],[part~=subscribe],[part~=more]{color:var(--calendar-events-accent,#0b57d0)}
a:focus-visible{outline:3px solid var(--calendar-events-focus,#f0b400);outline-offset:2px}
[part~=date],[part~=venue]{margin:.15rem 0 0;color:var(--calendar-events-muted,#555);font-size:.92em}
[part~=footer]{display:flex;flex-wrap:wrap;gap:.5rem 1rem;margin-top:var(--calendar-events-gap,.75rem)}
[part~=status]{margin:0;color:var(--calendar-events-muted,#555)}
[part~=error]{margin:0;color:var(--calendar-events-error,#b3261e)}
.compact [part~=item]{display:flex;gap:.75rem;align-items:baseline;padding:calc(var(--calendar-events-gap,.75rem)/2) 0}
.compact [part~=item] article{display:contents}
.compact [part~=date]{order:-1;white-space:nowrap;margin:0}
.compact [part~=venue]{display:none}
.compact [part~=title]{font-size:1rem;font-weight:500}`;
