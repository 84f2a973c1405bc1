/**
 * The widget's stylesheet, adopted as a constructable stylesheet (no `<style>` element, no `style` attribute, so a
 * host page's strict `style-src` holds). The same visual system as the public pages (src/pages/pages.css.ts),
 * themable through the same `--calendar-events-*` custom properties and `::part()`; colours follow the host
 * page's `color-scheme` (`light-dark()`). Under 600 px of its own width (a container query) the month and the
 * week read as a list of the days that have events.
 */
const v = (name: string, light: string, dark = light) =>
  `var(--calendar-events-${name},${light === dark ? light : `light-dark(${light},${dark})`})`;
const ACCENT = v('accent', '#0b57d0', '#8ab4f8');
const MUTED = v('muted', '#555b65', '#a9afb8');
const BORDER = v('border', '#d5d8de', '#363b44');
const CHIP = v('chip', '#eef1f6', '#252a31');
const SURFACE = v('surface', '#f4f5f7', '#1b1e23');
const GAP = v('gap', '.75rem');
const RADIUS = v('radius', '.5rem');

export const CSS = `:host{display:block;font-family:${v('font', 'inherit')};color:${v('color', 'inherit')};background:${v('background', 'transparent')};border-radius:${RADIUS};line-height:1.45}
:host([hidden]){display:none}
[part~=container]{container-type:inline-size}
a{color:${ACCENT}}
a:focus-visible,button:focus-visible{outline:3px solid ${v('focus', 'currentColor')};outline-offset:2px}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
[part~=day]+[part~=day]{margin-top:${GAP}}
[part~=day-heading]{font-size:1rem;margin:0;padding-bottom:.2rem;border-bottom:2px solid ${BORDER}}
[part~=list],[part~=chips],[part~=cell-events]{list-style:none;margin:0;padding:0}
[part~=item]{padding:${GAP} 0;border-bottom:1px solid ${BORDER}}
[part~=item] article{display:flex;gap:${GAP};align-items:flex-start}
[part~=body]{min-width:0}
[part~=image]{flex:none;width:4.5rem;height:4.5rem;object-fit:cover;border-radius:${RADIUS}}
[part~=title]{margin:0;font-size:${v('title-size', '1.05rem')};line-height:1.3}
[part~=link]{text-decoration:none}[part~=link]:hover{text-decoration:underline}
[part~=date],[part~=venue],[part~=rule]{margin:.15rem 0 0;color:${MUTED};font-size:.9em}
[part~=zone]{text-decoration:none;font-size:.8em;border:1px solid ${BORDER};border-radius:.25rem;padding:0 .25rem}
[part~=chips]{display:flex;flex-wrap:wrap;gap:.3rem;margin-top:.4rem}
[part~=chip]{display:inline-block;font-size:.8em;padding:0 .55rem;border-radius:999px;background:${CHIP};text-decoration:none}
[part~=footer]{display:flex;flex-wrap:wrap;gap:.5rem 1rem;margin:${GAP} 0 0}
[part~=status]{margin:0;color:${MUTED}}
[part~=error]{margin:0;color:${v('error', '#b3261e', '#f2b8b5')}}
.compact [part~=image],.compact [part~=chips],.compact [part~=venue],.compact [part~=rule]{display:none}
.compact [part~=item]{padding:.4rem 0}.compact [part~=title]{font-size:1rem;font-weight:500}
.compact [part~=body]{display:flex;flex-wrap:wrap;align-items:baseline;column-gap:.75rem}.compact [part~=date]{order:-1;margin:0;white-space:nowrap}
[part~=nav]{display:flex;align-items:center;gap:.5rem;margin-bottom:.5rem}
[part~=period-title]{flex:1;margin:0;font-size:1.1rem;text-align:center}
[part~=prev],[part~=next]{font:inherit;font-size:1.2rem;line-height:1;min-width:2.25rem;min-height:2.25rem;border:1px solid ${BORDER};border-radius:${RADIUS};background:transparent;color:inherit;cursor:pointer}
table{width:100%;border-collapse:collapse;table-layout:fixed}
th{font-size:.8em;font-weight:600;color:${MUTED};text-align:left;padding:.2rem .3rem}
th abbr{text-decoration:none}
td{vertical-align:top;border:1px solid ${BORDER};height:6.5rem;padding:.2rem;overflow:hidden}
td.outside{background:${SURFACE};color:${MUTED}}
[part~=cell-date]{margin:0 0 .2rem;font-size:.85em}
.num{display:inline-block;min-width:1.7em;padding:0 .35em;text-align:center;border-radius:999px;font-weight:600}
.full{display:none}
.today .num{background:${ACCENT};color:${v('on-accent', '#fff', '#0b1a33')}}
[part~=cell-events]{display:flex;flex-direction:column;gap:2px}
[part~=cell-link]{display:block;font-size:.78em;padding:.1rem .3rem;border-left:3px solid ${ACCENT};border-radius:.2rem;background:${CHIP};color:inherit;text-decoration:none;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
[part~=continued] [part~=cell-link]{border-left-style:dotted}
[part~=cell-time]{color:${MUTED}}
[part~=more-day]{display:inline-block;font-size:.78em;margin-top:2px}
ol{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:.4rem}
ol>li{border:1px solid ${BORDER};border-radius:${RADIUS};padding:.4rem;min-height:8rem;min-width:0}
ol [part~=cell-link]{white-space:normal}
ol [part~=cell-events] [part~=date]{font-size:.75em;margin-left:.35rem}
@container (max-width:600px){table,tbody,tr,td{display:block;width:auto}thead{display:none}
td{height:auto;border:0;border-bottom:1px solid ${BORDER};padding:.6rem 0}
td:not(.has-events),td.outside,ol>li:not(.has-events){display:none}
.num{display:none}.full{display:inline;font-size:1rem;font-weight:600}
[part~=cell-link]{white-space:normal;font-size:.9em;padding:.3rem .5rem}
ol{display:block}ol>li{border:0;border-bottom:1px solid ${BORDER};border-radius:0;min-height:0;padding:.6rem 0}}`;
