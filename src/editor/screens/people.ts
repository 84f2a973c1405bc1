import { createInvite } from '../../auth/invites';
import { listPasskeys, removePasskey } from '../../auth/passkeys';
import { isRole } from '../../auth/roles';
import { endUserSession, listSessions } from '../../auth/sessions';
import { createToken, createUser, listPeople, listTokens, removeUser, revokeToken, setRole } from '../../auth/users';
import type { EditorKey } from '../../i18n/catalogues/editor';
import { editorTexts } from '../../i18n/catalogues/editor';
import { lookup } from '../../i18n/lookup';
import { hookUrlProblem } from '../../sync/hook-url';
import { HOOK_TYPES } from '../../sync/hooks';
import { createHook, deleteHook, listHooks } from '../../sync/sync.log';
import { siteTime } from '../editor.format';
import { type FieldErrors, formText, notice } from '../editor.forms';
import { redirect } from '../editor.http';
import { screenPage, t } from '../editor.layout';
import type { EditorRequest, Screen } from '../editor.types';
import { type People, peopleBody, revealed, type Typed } from './people.view';

/**
 * @module `/{lang}/admin/people/` (administrators, docs/editor.md, "People"): users and their roles, invitations and
 * new sign-in links (the one-time link shown once), passkeys and sessions (end them), API tokens for programs (the
 * secret shown once), build hooks (the signing secret shown once). Each action is a POST answered by a redirect
 * back to the screen with a notice (Post/Redirect/Get), except those that reveal a secret: a secret is never
 * stored, so the page that shows it is the POST's own answer. Changes of role and removals take effect on the
 * person's next request.
 */

async function everything(request: EditorRequest): Promise<People> {
  const db = request.c.get('db');
  const [users, passkeys, sessions, tokens, hooks] = await Promise.all([
    listPeople(db),
    listPasskeys(db),
    listSessions(db),
    listTokens(db),
    listHooks(db),
  ]);
  return { users, passkeys, sessions, tokens, hooks };
}

/** The notices a redirect back to the screen names (`?notice=` and, for some, `?user=`). */
// A Map: the notice is the visitor's word (`?notice=constructor` must find nothing).
const NOTICES = new Map<string, EditorKey>([
  ['roleChanged', 'roleChanged'],
  ['userRemoved', 'userRemoved'],
  ['passkeyRemoved', 'passkeyRemoved'],
  ['sessionRemoved', 'sessionRemoved'],
  ['tokenRevoked', 'tokenWasRevoked'],
  ['hookDeleted', 'hookDeleted'],
  ['lastAdministrator', 'lastAdministrator'],
  ['notYourself', 'notYourself'],
  ['unknownUser', 'unknownUser'],
]);

async function show(request: EditorRequest, top = '', typed?: Typed, status = 200): Promise<Response> {
  const { lang, query } = request;
  const people = await everything(request);
  const key = NOTICES.get(query.get('notice') ?? '');
  const named = people.users.find((u) => String(u.id) === query.get('user'));
  const vars = {
    name: named?.name ?? query.get('name') ?? '',
    role: named ? lookup(editorTexts, lang, `role.${named.role}`) : '',
  };
  const head = key ? notice(lookup(editorTexts, lang, key, vars)) : '';
  const body = peopleBody(request, people, `${head}${top}`, typed);
  return screenPage(request, { title: t(lang, 'peopleTitle'), body, path: '/people', section: 'navPeople' }, status);
}

const back = (request: EditorRequest, notice: string, extra: Record<string, string> = {}) =>
  redirect(request.href(`/people?${new URLSearchParams({ notice, ...extra })}`));

const idOf = (request: EditorRequest, name: string) => Number(request.params[name]);

/** A new invitation link for user `userId` (named `name`), shown once at the top of the screen. */
async function inviteLink(request: EditorRequest, userId: number, name: string): Promise<Response> {
  const { c, lang } = request;
  const config = c.var.config;
  const { code, expiresAt } = await createInvite(c.get('db'), {
    userId,
    createdBy: request.user?.id ?? null,
    ttlHours: config.signIn.inviteTtlHours,
    now: Date.now(),
  });
  const url = `${c.get('origin')}/${lang}/admin/invite/${code}`;
  const date = siteTime(expiresAt, lang, config.siteTimezone);
  return show(request, revealed(request, t(lang, 'inviteCreated', { name, date }), url));
}

async function invite(request: EditorRequest): Promise<Response> {
  const name = formText(request.form, 'name').trim();
  const role = formText(request.form, 'role');
  const errors: FieldErrors = {};
  if (name === '') errors.name = lookup(editorTexts, request.lang, 'nameRequired');
  else if (name.length > 200) errors.name = lookup(editorTexts, request.lang, 'nameTooLong');
  if (!isRole(role)) errors.role = lookup(editorTexts, request.lang, 'roleRequired');
  if (Object.keys(errors).length > 0 || !isRole(role)) {
    return show(request, '', { form: 'invite', values: { name, role }, errors }, 400);
  }
  const userId = await createUser(request.c.get('db'), { name, role });
  return inviteLink(request, userId, name);
}

async function signInLink(request: EditorRequest): Promise<Response> {
  const people = await listPeople(request.c.get('db'));
  const user = people.find((u) => u.id === idOf(request, 'id'));
  if (!user) return back(request, 'unknownUser');
  return inviteLink(request, user.id, user.name);
}

async function changeRole(request: EditorRequest): Promise<Response> {
  const role = formText(request.form, 'role');
  const id = idOf(request, 'id');
  if (!isRole(role)) return back(request, 'unknownUser');
  const changed = await setRole(request.c.get('db'), id, role);
  return changed ? back(request, 'roleChanged', { user: String(id) }) : back(request, 'lastAdministrator');
}

async function remove(request: EditorRequest): Promise<Response> {
  const id = idOf(request, 'id');
  if (id === request.user?.id) return back(request, 'notYourself');
  const people = await listPeople(request.c.get('db'));
  const user = people.find((u) => u.id === id);
  if (!user) return back(request, 'unknownUser');
  const removed = await removeUser(request.c.get('db'), id);
  return removed ? back(request, 'userRemoved', { name: user.name }) : back(request, 'lastAdministrator');
}

async function removeKey(request: EditorRequest): Promise<Response> {
  await removePasskey(request.c.get('db'), idOf(request, 'id'), idOf(request, 'passkey'));
  return back(request, 'passkeyRemoved');
}

async function endSessionOf(request: EditorRequest): Promise<Response> {
  await endUserSession(request.c.get('db'), idOf(request, 'id'), idOf(request, 'session'));
  return back(request, 'sessionRemoved');
}

async function newToken(request: EditorRequest): Promise<Response> {
  const { lang } = request;
  const name = formText(request.form, 'name').trim();
  const user = formText(request.form, 'user');
  const expires = formText(request.form, 'expires');
  const errors: FieldErrors = {};
  if (name === '') errors.name = lookup(editorTexts, lang, 'nameRequired');
  else if (name.length > 200) errors.name = lookup(editorTexts, lang, 'nameTooLong');
  const people = await listPeople(request.c.get('db'));
  const owner = people.find((u) => String(u.id) === user);
  if (!owner) errors.user = lookup(editorTexts, lang, 'unknownUser');
  const expiresAt = /^\d{4}-\d{2}-\d{2}$/.test(expires) ? `${expires} 00:00:00` : undefined;
  if (expires !== '' && (!expiresAt || Date.parse(`${expires}T00:00:00Z`) <= Date.now())) {
    errors.expires = lookup(editorTexts, lang, 'invalidExpiry');
  }
  if (Object.keys(errors).length > 0 || !owner) {
    return show(request, '', { form: 'token', values: { name, user, expires }, errors }, 400);
  }
  const created = await createToken(request.c.get('db'), { userId: owner.id, name, expiresAt });
  return show(request, revealed(request, t(lang, 'tokenCreated', { name }), created.token));
}

async function revoke(request: EditorRequest): Promise<Response> {
  await revokeToken(request.c.get('db'), idOf(request, 'token'));
  return back(request, 'tokenRevoked');
}

async function newHook(request: EditorRequest): Promise<Response> {
  const { lang } = request;
  const url = formText(request.form, 'url').trim();
  const chosen = [request.form['types[]'] ?? request.form.types ?? []].flat().map(String);
  const types = HOOK_TYPES.filter((type) => chosen.includes(type));
  const problem = hookUrlProblem(url);
  if (problem !== null) {
    const errors = { url: lookup(editorTexts, lang, 'hookUrlRefused', { problem }) };
    return show(request, '', { form: 'hook', values: { url, 'types[]': types }, errors }, 400);
  }
  const created = await createHook(request.c.get('db'), { url, types: types.length > 0 ? types : undefined });
  return show(request, revealed(request, t(lang, 'hookCreated'), created.secret));
}

async function removeHook(request: EditorRequest): Promise<Response> {
  await deleteHook(request.c.get('db'), idOf(request, 'hook'));
  return back(request, 'hookDeleted');
}

const admin = (method: 'GET' | 'POST', path: string, handler: Screen['handler']): Screen => ({
  method,
  path,
  access: 'administrator',
  handler,
});

export const peopleScreens: Screen[] = [
  admin('GET', '/people', (request) => show(request)),
  admin('POST', '/people/invite', invite),
  admin('POST', '/people/:id{[0-9]+}/sign-in-link', signInLink),
  admin('POST', '/people/:id{[0-9]+}/role', changeRole),
  admin('POST', '/people/:id{[0-9]+}/remove', remove),
  admin('POST', '/people/:id{[0-9]+}/passkeys/:passkey{[0-9]+}/remove', removeKey),
  admin('POST', '/people/:id{[0-9]+}/sessions/:session{[0-9]+}/end', endSessionOf),
  admin('POST', '/people/tokens', newToken),
  admin('POST', '/people/tokens/:token{[0-9]+}/revoke', revoke),
  admin('POST', '/people/hooks', newHook),
  admin('POST', '/people/hooks/:hook{[0-9]+}/delete', removeHook),
];
