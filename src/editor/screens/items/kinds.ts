import { type Capability, can } from '../../../auth/capabilities';
import type { SessionUser } from '../../../auth/sessions';
import type { EditorKey } from '../../../i18n/catalogues/editor';
import type { FieldSpec } from '../kit/item-form';
import type { ContentKey } from '../kit/texts';

/**
 * @module The kinds of item the venues, organizers, categories and tags screens edit (docs/editor.md): each names
 * its editor and REST path (the same), its fields under the API's names, its texts and who may manage it (as REST
 * decides: venues and organizers contributors and up, categories authors and up, tags editors and up).
 */

export interface ItemKind {
  key: 'venue' | 'organizer' | 'category' | 'tag';
  /** The path under `/{lang}/admin` and under the namespace (`/venues`). */
  path: '/venues' | '/organizers' | '/categories' | '/tags';
  /** The key of a REST list's items (`venues`). */
  listKey: string;
  /** The name field (`venue`, `organizer`, `name`). */
  nameField: string;
  /** Venues and organizers are posts (statuses, trash and restore); terms are deleted for good. */
  post: boolean;
  specs: FieldSpec[];
  section: EditorKey;
  capability: Capability;
  texts: {
    list: ContentKey;
    add: ContentKey;
    edit: ContentKey;
    empty: ContentKey;
    removeConfirm: ContentKey;
  };
  /** What a list row says besides the name (`city`, `email`, `slug`). */
  detail: (item: Record<string, unknown>) => string;
}

const T = 'textIn' as const;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Fields every venue and organizer has (after its name). */
const postTexts = (name: 'venue' | 'organizer'): FieldSpec[] => [
  { name, label: 'name', input: 'text', text: true, name_field: true, group: T },
  { name: 'slug', label: 'slug', input: 'text', text: true, hint: 'slugHint', group: T },
  { name: 'description', label: 'description', input: 'textarea', text: true, hint: 'htmlHint', group: T },
  { name: 'excerpt', label: 'excerpt', input: 'textarea', text: true, group: T },
];
const contact: FieldSpec[] = [
  { name: 'phone', label: 'phone', input: 'tel', group: 'contact' },
  { name: 'website', label: 'website', input: 'url', group: 'contact' },
  { name: 'image', label: 'image', input: 'url', hint: 'imageHint', group: 'contact' },
];

export const VENUE: ItemKind = {
  key: 'venue',
  path: '/venues',
  listKey: 'venues',
  nameField: 'venue',
  post: true,
  section: 'navVenues',
  capability: 'create',
  specs: [
    ...postTexts('venue'),
    { name: 'address', label: 'address', input: 'text', group: 'place' },
    { name: 'city', label: 'city', input: 'text', group: 'place' },
    { name: 'zip', label: 'zip', input: 'text', group: 'place' },
    { name: 'province', label: 'province', input: 'text', group: 'place' },
    { name: 'country', label: 'country', input: 'text', group: 'place' },
    { name: 'geo_lat', label: 'latitude', input: 'number', hint: 'coordinatesHint', group: 'place' },
    { name: 'geo_lng', label: 'longitude', input: 'number', group: 'place' },
    { name: 'show_map', label: 'showMap', input: 'checkbox', group: 'place', defaultOn: true },
    { name: 'show_map_link', label: 'showMapLink', input: 'checkbox', group: 'place', defaultOn: true },
    ...contact,
  ],
  texts: {
    list: 'venuesTitle',
    add: 'newVenue',
    edit: 'editVenue',
    empty: 'noVenues',
    removeConfirm: 'trashVenueConfirm',
  },
  detail: (item) => [str(item.address), str(item.city)].filter(Boolean).join(', '),
};

export const ORGANIZER: ItemKind = {
  key: 'organizer',
  path: '/organizers',
  listKey: 'organizers',
  nameField: 'organizer',
  post: true,
  section: 'navOrganizers',
  capability: 'create',
  specs: [...postTexts('organizer'), { name: 'email', label: 'email', input: 'email', group: 'contact' }, ...contact],
  texts: {
    list: 'organizersTitle',
    add: 'newOrganizer',
    edit: 'editOrganizer',
    empty: 'noOrganizers',
    removeConfirm: 'trashOrganizerConfirm',
  },
  detail: (item) => [str(item.email), str(item.phone)].filter(Boolean).join(' · '),
};

const termTexts: FieldSpec[] = [
  { name: 'name', label: 'name', input: 'text', text: true, name_field: true, group: T },
  { name: 'slug', label: 'slug', input: 'text', text: true, hint: 'slugHint', group: T },
  { name: 'description', label: 'description', input: 'textarea', text: true, hint: 'htmlHint', group: T },
];

export const CATEGORY: ItemKind = {
  key: 'category',
  path: '/categories',
  listKey: 'categories',
  nameField: 'name',
  post: false,
  section: 'navCategories',
  capability: 'manage_categories',
  specs: termTexts,
  texts: {
    list: 'categoriesTitle',
    add: 'newCategory',
    edit: 'editCategory',
    empty: 'noCategoriesYet',
    removeConfirm: 'deleteCategoryConfirm',
  },
  detail: (item) => str(item.slug),
};

export const TAG: ItemKind = {
  key: 'tag',
  path: '/tags',
  listKey: 'tags',
  nameField: 'name',
  post: false,
  section: 'navTags',
  capability: 'manage_tags',
  specs: termTexts,
  texts: { list: 'tagsTitle', add: 'newTag', edit: 'editTag', empty: 'noTags', removeConfirm: 'deleteTagConfirm' },
  detail: (item) => str(item.slug),
};

/** Whether `user` may manage items of `kind` (REST decides each write; this hides what they could not do). */
export const mayManage = (user: SessionUser | null, kind: ItemKind) => can(user, kind.capability);
