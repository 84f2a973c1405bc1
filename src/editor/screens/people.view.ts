import type { listPasskeys } from '../../auth/passkeys';
import { ROLES, type Role } from '../../auth/roles';
import type { listSessions } from '../../auth/sessions';
import type { listPeople, listTokens } from '../../auth/users';
import { editorTexts } from '../../i18n/catalogues/editor';
import { lookup } from '../../i18n/lookup';
import { esc } from '../../pages';
import { HOOK_TYPES } from '../../sync/hooks';
import type { listHooks } from '../../sync/sync.log';
import { siteTime } from '../editor.format';
import { type FieldErrors, field, fieldError, tokenField } from '../editor.forms';
import { t } from '../editor.layout';
import type { EditorRequest } from '../editor.types';

/** @module The People screen's markup (screens/people.ts holds its actions). */

/** Everything the screen lists. */
export interface People {
  users: Awaited<ReturnType<typeof listPeople>>;
  passkeys: Awaited<ReturnType<typeof listPasskeys>>;
  sessions: Awaited<ReturnType<typeof listSessions>>;
  tokens: Awaited<ReturnType<typeof listTokens>>;
  hooks: Awaited<ReturnType<typeof listHooks>>;
}

/** A form's refusal and what was typed, to draw it again. */
export interface Typed {
  form: 'invite' | 'token' | 'hook';
  values: Record<string, string | string[]>;
  errors: FieldErrors;
}

const roleName = (request: EditorRequest, role: Role) => lookup(editorTexts, request.lang, `role.${role}`);

/** A one-field POST button (its form carries the token), optionally asking first. */
function button(request: EditorRequest, action: string, label: string, kind = 'small', confirm?: string): string {
  const ask = confirm ? ` data-confirm="${esc(confirm)}"` : '';
  return `<form method="post" action="${request.href(action)}" class="inline"${ask}>${tokenField(request.token)}<button type="submit" class="${kind}">${label}</button></form>`;
}

function roleSelect(request: EditorRequest, id: string, name: string, current: string | undefined, label: string) {
  const options = ROLES.map(
    (role) => `<option value="${role}"${role === current ? ' selected' : ''}>${esc(roleName(request, role))}</option>`,
  ).join('');
  return `<div class="field"><label for="${id}">${label}</label><select id="${id}" name="${name}">${options}</select></div>`;
}

const when = (request: EditorRequest, ms: number | null) =>
  ms === null ? t(request.lang, 'never') : esc(siteTime(ms, request.lang, request.c.var.config.siteTimezone, 'short'));

/** A `YYYY-MM-DD HH:MM:SS` UTC text as the site's people read it. */
const whenUtc = (request: EditorRequest, wall: string | null) =>
  when(request, wall === null ? null : Date.parse(`${wall.replace(' ', 'T')}Z`));

function person(request: EditorRequest, people: People, user: People['users'][number]): string {
  const { lang } = request;
  const self = user.id === request.user?.id;
  const passkeys = people.passkeys.filter((p) => p.userId === user.id);
  const sessions = people.sessions.filter((s) => s.userId === user.id);
  const passkeyItems = passkeys
    .map(
      (p) =>
        `<li>${esc(p.label)} · ${t(lang, 'created')} ${when(request, p.createdAt)} · ${t(lang, 'lastUsed')} ${when(request, p.lastUsedAt)} ${button(request, `/people/${user.id}/passkeys/${p.id}/remove`, t(lang, 'removePasskey'), 'small danger')}</li>`,
    )
    .join('');
  const sessionItems = sessions
    .map(
      (s) =>
        `<li>${esc(s.label)}${s.id === request.user?.sessionId ? ` ${t(lang, 'thisSession')}` : ''} · ${t(lang, 'created')} ${when(request, s.createdAt)} · ${t(lang, 'lastUsed')} ${when(request, s.lastUsedAt)} ${button(request, `/people/${user.id}/sessions/${s.id}/end`, t(lang, 'endSession'), 'small danger')}</li>`,
    )
    .join('');
  const name = esc(user.name);
  return `<article class="person" id="user-${user.id}">
<h3>${name}${self ? ` <span class="muted">${t(lang, 'you')}</span>` : ''}</h3>
<p class="muted">${esc(roleName(request, user.role))} · ${t(lang, 'created')} ${whenUtc(request, user.createdAt)}</p>
<div class="actions person-actions">
<form method="post" action="${request.href(`/people/${user.id}/role`)}" class="inline">${tokenField(request.token)}
${roleSelect(request, `role-${user.id}`, 'role', user.role, t(lang, 'changeRoleOf', { name: user.name }))}
<button type="submit" class="small">${t(lang, 'saveRole')}</button></form>
${button(request, `/people/${user.id}/sign-in-link`, t(lang, 'newSignInLink'))}
${self ? '' : button(request, `/people/${user.id}/remove`, t(lang, 'removeUser'), 'small danger', lookup(editorTexts, lang, 'removeUserConfirm', { name: user.name }))}
</div>
<details><summary>${t(lang, 'passkeys')} (${passkeys.length}) · ${t(lang, 'sessions')} (${sessions.length})</summary>
<h4>${t(lang, 'passkeysOf', { name: user.name })}</h4>
${passkeyItems ? `<ul class="items">${passkeyItems}</ul>` : `<p class="muted">${t(lang, 'noPasskeysYet')}</p>`}
<h4>${t(lang, 'sessionsOf', { name: user.name })}</h4>
${sessionItems ? `<ul class="items">${sessionItems}</ul>` : `<p class="muted">${t(lang, 'noSessions')}</p>`}
</details>
</article>`;
}

function inviteForm(request: EditorRequest, typed?: Typed): string {
  const { lang } = request;
  const values = typed?.form === 'invite' ? typed.values : {};
  const errors = typed?.form === 'invite' ? typed.errors : {};
  return `<section class="panel" id="invite"><h2>${t(lang, 'inviteSection')}</h2>
<form method="post" action="${request.href('/people/invite')}" class="stacked">${tokenField(request.token)}
${field({ name: 'name', label: lookup(editorTexts, lang, 'name'), value: String(values.name ?? ''), required: true, errors, autocomplete: 'off' })}
${roleSelect(request, 'invite-role', 'role', String(values.role ?? 'contributor'), t(lang, 'role'))}${fieldError('role', errors.role)}
<div><button type="submit" class="primary">${t(lang, 'inviteButton')}</button></div>
</form></section>`;
}

function tokensSection(request: EditorRequest, people: People, typed?: Typed): string {
  const { lang } = request;
  const rows = people.tokens
    .map(
      (token) => `<tr><td data-label="${t(lang, 'tokenName')}">${esc(token.name)}</td>
<td data-label="${t(lang, 'tokenUser')}">${esc(token.userName)}</td>
<td data-label="${t(lang, 'created')}">${whenUtc(request, token.createdAt)}</td>
<td data-label="${t(lang, 'lastUsed')}">${whenUtc(request, token.lastUsedAt)}</td>
<td data-label="${t(lang, 'tokenExpires')}">${token.expiresAt ? whenUtc(request, token.expiresAt) : '—'}</td>
<td data-label="${t(lang, 'actions')}">${token.revokedAt ? t(lang, 'tokenRevoked') : button(request, `/people/tokens/${token.id}/revoke`, t(lang, 'tokenRevoke'), 'small danger')}</td></tr>`,
    )
    .join('');
  const values = typed?.form === 'token' ? typed.values : {};
  const errors = typed?.form === 'token' ? typed.errors : {};
  const users = people.users
    .map(
      (u) =>
        `<option value="${u.id}"${String(u.id) === String(values.user ?? '') ? ' selected' : ''}>${esc(u.name)}</option>`,
    )
    .join('');
  return `<section class="panel" id="tokens"><h2>${t(lang, 'tokens')}</h2><p>${t(lang, 'tokensIntro')}</p>
${rows ? `<table class="list"><thead><tr><th>${t(lang, 'tokenName')}</th><th>${t(lang, 'tokenUser')}</th><th>${t(lang, 'created')}</th><th>${t(lang, 'lastUsed')}</th><th>${t(lang, 'tokenExpires')}</th><th>${t(lang, 'actions')}</th></tr></thead><tbody>${rows}</tbody></table>` : `<p class="muted">${t(lang, 'noTokens')}</p>`}
<form method="post" action="${request.href('/people/tokens')}" class="stacked">${tokenField(request.token)}
${field({ name: 'name', label: lookup(editorTexts, lang, 'tokenName'), value: String(values.name ?? ''), required: true, errors, autocomplete: 'off' })}
<div class="field"><label for="token-user">${t(lang, 'tokenUser')}</label><select id="token-user" name="user">${users}</select>${fieldError('user', errors.user)}</div>
${field({ name: 'expires', label: lookup(editorTexts, lang, 'tokenExpires'), value: String(values.expires ?? ''), type: 'date', errors })}
<div><button type="submit" class="primary">${t(lang, 'tokenCreate')}</button></div>
</form></section>`;
}

function hooksSection(request: EditorRequest, people: People, typed?: Typed): string {
  const { lang } = request;
  const rows = people.hooks
    .map((hook) => {
      const last = hook.deliveries[0];
      return `<tr><td data-label="${t(lang, 'hookUrl')}">${esc(hook.url)}</td>
<td data-label="${t(lang, 'hookTypes')}">${esc((hook.types ?? HOOK_TYPES).join(', '))}</td>
<td data-label="${t(lang, 'hookLast')}">${last ? `${whenUtc(request, last.at)} · ${last.status ?? esc(last.error ?? '')}` : t(lang, 'never')}</td>
<td data-label="${t(lang, 'actions')}">${button(request, `/people/hooks/${hook.id}/delete`, t(lang, 'hookDelete'), 'small danger')}</td></tr>`;
    })
    .join('');
  const values = typed?.form === 'hook' ? typed.values : {};
  const errors = typed?.form === 'hook' ? typed.errors : {};
  const chosen = new Set([values['types[]'] ?? []].flat().map(String));
  const kinds = HOOK_TYPES.map(
    (type) =>
      `<label class="check"><input type="checkbox" name="types[]" value="${type}"${chosen.has(type) ? ' checked' : ''}> ${type}</label>`,
  ).join(' ');
  const seconds = request.c.var.config.hookDebounceSeconds;
  return `<section class="panel" id="hooks"><h2>${t(lang, 'hooks')}</h2><p>${t(lang, 'hooksIntro', { seconds })}</p>
${rows ? `<table class="list"><thead><tr><th>${t(lang, 'hookUrl')}</th><th>${t(lang, 'hookTypes')}</th><th>${t(lang, 'hookLast')}</th><th>${t(lang, 'actions')}</th></tr></thead><tbody>${rows}</tbody></table>` : `<p class="muted">${t(lang, 'noHooks')}</p>`}
<form method="post" action="${request.href('/people/hooks')}" class="stacked">${tokenField(request.token)}
${field({ name: 'url', label: lookup(editorTexts, lang, 'hookUrl'), value: String(values.url ?? ''), type: 'url', required: true, errors })}
<fieldset class="choices"><legend>${t(lang, 'hookTypes')}</legend>${kinds}</fieldset>
<div><button type="submit" class="primary">${t(lang, 'hookCreate')}</button></div>
</form></section>`;
}

/** A secret shown once, with a button to copy it (drawn by the script: it needs JavaScript). */
export function revealed(request: EditorRequest, text: string, secret: string): string {
  return `<div class="notice" role="status"><p>${text}</p><code class="secret" id="revealed">${esc(secret)}</code>
<p><button type="button" class="small" data-copy="#revealed" data-copied="${t(request.lang, 'copied')}" hidden>${t(request.lang, 'copy')}</button> <span role="status"></span></p></div>`;
}

/** The whole screen. */
export function peopleBody(request: EditorRequest, people: People, top: string, typed?: Typed): string {
  const { lang } = request;
  return `<h1>${t(lang, 'peopleTitle')}</h1>
<p class="subtitle">${t(lang, 'peopleIntro')}</p>
${top}
<section class="panel" id="users"><h2>${t(lang, 'users')}</h2>
${people.users.map((user) => person(request, people, user)).join('\n')}
</section>
${inviteForm(request, typed)}
${tokensSection(request, people, typed)}
${hooksSection(request, people, typed)}`;
}
