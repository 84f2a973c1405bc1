/**
 * The stylesheet of every page (served at `/pages.css`; no inline styles, so a strict CSP holds): one small visual
 * system shared with the widget (widget/styles.ts) through the same custom properties, `--calendar-events-*`
 * (docs/widget.md, "Custom properties"). Colours meet WCAG AA in light and dark (`prefers-color-scheme`); under
 * 600 px the month grid and the week read as a list of the days that have events; the agenda prints cleanly.
 */
export const PAGES_CSS = `:root{color-scheme:light dark;
--calendar-events-font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",sans-serif;
--calendar-events-color:#1b1d21;--calendar-events-background:#fff;--calendar-events-surface:#f4f5f7;
--calendar-events-muted:#555b65;--calendar-events-accent:#0b57d0;--calendar-events-on-accent:#fff;
--calendar-events-border:#d5d8de;--calendar-events-today:#e8f0fe;--calendar-events-chip:#eef1f6;
--calendar-events-error:#b3261e;--calendar-events-radius:.5rem;--calendar-events-gap:1rem;
--s1:.25rem;--s2:.5rem;--s3:.75rem;--s4:1rem;--s5:1.5rem;--s6:2rem;
--t-sm:.875rem;--t-lg:1.125rem;--t-xl:1.375rem;--t-2xl:1.75rem}
@media (prefers-color-scheme:dark){:root{--calendar-events-color:#e6e8eb;--calendar-events-background:#121417;
--calendar-events-surface:#1b1e23;--calendar-events-muted:#a9afb8;--calendar-events-accent:#8ab4f8;
--calendar-events-on-accent:#0b1a33;--calendar-events-border:#363b44;--calendar-events-today:#1d2a40;
--calendar-events-chip:#252a31;--calendar-events-error:#f2b8b5}}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--calendar-events-font);font-size:1rem;line-height:1.5;color:var(--calendar-events-color);background:var(--calendar-events-background)}
a{color:var(--calendar-events-accent);text-underline-offset:.15em}
:focus-visible{outline:3px solid var(--calendar-events-accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:var(--s4);top:var(--s4);background:var(--calendar-events-background);padding:var(--s2);z-index:1}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
header.site,footer.site{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--s2) var(--s4);padding:var(--s3) var(--s5);border-bottom:1px solid var(--calendar-events-border)}
footer.site{border-bottom:0;border-top:1px solid var(--calendar-events-border);font-size:var(--t-sm)}
.brand{font-weight:700;font-size:var(--t-lg);color:inherit;text-decoration:none}
header.site nav ul{list-style:none;margin:0;padding:0;display:flex;gap:var(--s4);font-size:var(--t-sm)}
main{max-width:72rem;margin:0 auto;padding:var(--s4) var(--s5) var(--s6)}
h1{font-size:var(--t-2xl);line-height:1.2;margin:var(--s2) 0}
h2{font-size:var(--t-xl);line-height:1.25}
.subtitle{margin:0;color:var(--calendar-events-muted)}
.view-head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:var(--s3) var(--s4);margin-bottom:var(--s4)}
nav.views ul,.period-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap}
nav.views a{display:block;padding:var(--s1) var(--s3);border:1px solid var(--calendar-events-border);text-decoration:none;font-size:var(--t-sm)}
nav.views li:first-child a{border-radius:var(--calendar-events-radius) 0 0 var(--calendar-events-radius)}
nav.views li:last-child a{border-radius:0 var(--calendar-events-radius) var(--calendar-events-radius) 0}
nav.views li+li a{border-left:0}
nav.views a[aria-current=page]{background:var(--calendar-events-accent);border-color:var(--calendar-events-accent);color:var(--calendar-events-on-accent)}
.period-nav ul{gap:var(--s2);margin:0 0 var(--s4)}
.period-nav a,.pager a,form.filters button{display:inline-block;padding:var(--s1) var(--s3);border:1px solid var(--calendar-events-border);border-radius:var(--calendar-events-radius);text-decoration:none;font-size:var(--t-sm)}
.period-nav a[aria-current]{font-weight:600}
form.filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(10.5rem,1fr));gap:var(--s3);align-items:end;padding:var(--s4);margin:0 0 var(--s5);background:var(--calendar-events-surface);border-radius:var(--calendar-events-radius)}
.field{display:flex;flex-direction:column;gap:var(--s1);font-size:var(--t-sm);min-width:0}
.field label{color:var(--calendar-events-muted)}
input,select{min-height:2.25rem}
input,select,textarea{font:inherit;color:inherit;background:var(--calendar-events-background);border:1px solid var(--calendar-events-border);border-radius:calc(var(--calendar-events-radius) - .15rem);padding:.4rem .55rem;min-width:0;max-width:100%}
form.filters .actions{flex-direction:row;align-items:center;gap:var(--s3)}
form.filters button,.config button{background:var(--calendar-events-accent);border-color:var(--calendar-events-accent);color:var(--calendar-events-on-accent);font:inherit;font-size:var(--t-sm);cursor:pointer}
.day-group{margin-top:var(--s5)}
.day-heading{font-size:var(--t-lg);margin:0;padding-bottom:var(--s1);border-bottom:2px solid var(--calendar-events-border)}
.events{list-style:none;margin:0;padding:0}
.event{padding:var(--s4) 0;border-bottom:1px solid var(--calendar-events-border)}
.event article{display:flex;gap:var(--s4);align-items:flex-start}
.event .body{min-width:0}
.thumb{flex:none;width:6rem;height:6rem;object-fit:cover;border-radius:var(--calendar-events-radius);background:var(--calendar-events-surface)}
.event .title{font-size:var(--t-lg);line-height:1.3;margin:0}
.event .title a{text-decoration:none}.event .title a:hover{text-decoration:underline}
.when,.where{margin:.15rem 0 0;color:var(--calendar-events-muted);font-size:var(--t-sm)}
abbr.tz{text-decoration:none;font-size:.75rem;border:1px solid var(--calendar-events-border);border-radius:.25rem;padding:0 .25rem;margin-left:.25rem}
.chips{list-style:none;margin:var(--s2) 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.35rem}
.chips a{display:inline-block;font-size:.8rem;padding:.05rem .6rem;border-radius:999px;background:var(--calendar-events-chip);text-decoration:none}
.actions{display:flex;flex-wrap:wrap;gap:var(--s2) var(--s4);padding:0;margin:var(--s5) 0 0;list-style:none}
.pager{display:flex;gap:var(--s3);margin-top:var(--s5)}
.empty{color:var(--calendar-events-muted)}
table.month{width:100%;border-collapse:collapse;table-layout:fixed}
.month th{font-size:var(--t-sm);font-weight:600;color:var(--calendar-events-muted);text-align:left;padding:var(--s1) var(--s2)}
.month th abbr{text-decoration:none}
.month td{vertical-align:top;border:1px solid var(--calendar-events-border);height:7.5rem;padding:var(--s1);overflow:hidden}
.month td.outside{background:var(--calendar-events-surface);color:var(--calendar-events-muted)}
.date{margin:0 0 var(--s1);font-size:var(--t-sm)}
.date .num{display:inline-block;min-width:1.75em;padding:0 .3em;border-radius:999px;text-align:center;font-weight:600}
.date .full{display:none}
.today{background:var(--calendar-events-today)}
.today .date .num{background:var(--calendar-events-accent);color:var(--calendar-events-on-accent)}
.cell-events{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:2px}
.cell-events a{display:block;font-size:.8rem;line-height:1.35;padding:.1rem .3rem;border-left:3px solid var(--calendar-events-accent);border-radius:.2rem;background:var(--calendar-events-chip);color:var(--calendar-events-color);text-decoration:none;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.cell-events a:hover .title{text-decoration:underline}
.cell-events .continued a{border-left-style:dotted}
.cell-events .t{font-variant-numeric:tabular-nums;color:var(--calendar-events-muted)}
.cell-events .cont{color:var(--calendar-events-muted)}
.more{display:inline-block;font-size:.8rem;margin-top:2px}
ol.week{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:var(--s2)}
.week>.day{border:1px solid var(--calendar-events-border);border-radius:var(--calendar-events-radius);padding:var(--s2);min-height:10rem;min-width:0}
.week h2.date{font-size:var(--t-sm);margin:0 0 var(--s2)}
.week .cell-events{gap:var(--s2)}
.week .cell-events a{white-space:normal}
.week .cell-events .when,.week .cell-events .where{font-size:.75rem;margin:.1rem 0 0 .35rem}
img.hero{display:block;max-width:100%;height:auto;border-radius:var(--calendar-events-radius);margin:var(--s4) 0}
.item{max-width:48rem}
.meta{display:grid;grid-template-columns:max-content 1fr;gap:var(--s2) var(--s4);margin:var(--s4) 0}
.meta dt{font-weight:600}.meta dd{margin:0;min-width:0;overflow-wrap:anywhere}
.meta .actions{margin:0}
.description{max-width:42rem;overflow-wrap:anywhere}
.error{border-left:4px solid var(--calendar-events-error);padding:var(--s2) var(--s4);background:var(--calendar-events-surface)}
body.embed main{max-width:none;padding:var(--s3)}
.embed-title{font-size:var(--t-lg);margin:0 0 var(--s2)}
.compact .thumb,.compact .chips,.compact .where{display:none}
.compact .event{padding:var(--s2) 0}.compact .day-group{margin-top:var(--s3)}
.compact .event .title{font-size:1rem}
.compact .event .body{display:flex;flex-wrap:wrap;align-items:baseline;column-gap:var(--s3)}.compact .when{order:-1;margin:0;white-space:nowrap}
form.config{display:grid;gap:var(--s3);grid-template-columns:repeat(auto-fit,minmax(13rem,1fr));align-items:end}
form.config label{display:flex;flex-direction:column;gap:var(--s1);font-size:var(--t-sm)}
form.config label.check{flex-direction:row;align-items:center}
.config button{padding:var(--s2) var(--s4);border-radius:var(--calendar-events-radius);border:1px solid}
.preview{border:1px dashed var(--calendar-events-border);border-radius:var(--calendar-events-radius);padding:var(--s4)}
textarea.snippet{width:100%;min-height:6.5rem;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:var(--t-sm)}
@media (max-width:600px){main{padding:var(--s3) var(--s4) var(--s5)}h1{font-size:var(--t-xl)}
.meta{grid-template-columns:1fr}.meta dd{margin-bottom:var(--s2)}
.thumb{width:4.5rem;height:4.5rem}
table.month,.month tbody,.month tr,.month td{display:block;width:auto}
.month thead{display:none}
.month td{height:auto;border:0;border-bottom:1px solid var(--calendar-events-border);padding:var(--s3) 0}
.month td:not(.has-events),.month td.outside{display:none}
.date .num{display:none}.date .full{display:inline;font-size:1rem;font-weight:600}
form.filters{grid-template-columns:repeat(2,minmax(0,1fr));padding:var(--s3)}.field.wide{grid-column:1/-1}
.today{background:none}.today .date .full{color:var(--calendar-events-accent)}
.cell-events a{white-space:normal;font-size:var(--t-sm);padding:.3rem .5rem}
ol.week{display:block}.week>.day{border:0;border-bottom:1px solid var(--calendar-events-border);border-radius:0;min-height:0;padding:var(--s3) 0}
.week>.day:not(.has-events){display:none}}
@media print{header.site,footer.site,nav.views,.period-nav,form.filters,.pager,.actions,.thumb{display:none}
body{color:#000;background:#fff}a{color:#000;text-decoration:none}main{max-width:none;padding:0}
.day-group,.event{break-inside:avoid}}
`;
