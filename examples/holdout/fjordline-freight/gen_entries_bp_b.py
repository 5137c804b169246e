# booking-portal entries, part B (validation, dates, Next.js specifics, team slang)
BP = "booking-portal"
MAIN_FEAT = ["main", "feature/*"]
ALL_BP = ["main", "release/*", "feature/*"]

ENTRIES = [
dict(key="vee_unlocode",
 title="vee-validate custom rule `unlocode` -> zod; \"No such validator 'unlocode' exists.\"",
 body="""## Why
During coexistence a React page mounted a legacy Vue form fragment (the "bridge" port form) before `plugins/vee-validate.js` ran, and the console showed:
```
Error: [vee-validate] No such validator 'unlocode' exists.
    at normalizeRules (vee-validate.esm.js:...)
```
The rule was registered with `extend('unlocode', { validate: v => /^[A-Z]{2}[A-Z2-9]{3}$/.test(v), message: 'Invalid UN/LOCODE' })` in a Nuxt plugin, which never runs inside Next.

## What changed
- zod: `export const unlocode = z.string().toUpperCase().regex(/^[A-Z]{2}[A-Z2-9]{3}$/, 'Invalid UN/LOCODE')` in `schemas/common.ts` (`toUpperCase()` needs zod >= 3.22).
- The bridge form was rewritten in React; no vee-validate code is loaded in Next any more.

## Gotchas
- The old rule trimmed silently via `v-model.trim`; add `.trim()` before the regex.
- Message keys: vee-validate used `{_field_}` placeholders; zod messages are plain strings, the field label comes from the form.""",
 project=BP, branches=["*"], applies_to={"zod": "^3"},
 asset_type="plugin", assets=["plugins/vee-validate.js", "unlocode"], status="verified",
 source="PR #409 fjordline/booking-portal", updated_at="2026-01-09"),

dict(key="vee_hscode",
 title="vee-validate `hs_code` rule -> zod (6-10 digit HS tariff codes)",
 body="""Rule `hs_code` allowed 6, 8 or 10 digits, optional dots ("8471.30.00"). zod:
```ts
export const hsCode = z.string().transform((s) => s.replace(/\\./g, '')).pipe(z.string().regex(/^(\\d{6}|\\d{8}|\\d{10})$/, 'HS code must have 6, 8 or 10 digits'));
```
The backend wants it without dots; the transform does that. Norwegian customs (Tolletaten) codes are 8 digits; EU TARIC 10. Don't validate against the tariff list client side, that's HsCodeLookup's job.""",
 project=BP, branches=["*"], applies_to={"zod": "^3"},
 asset_type="plugin", assets=["plugins/vee-validate.js", "hs_code"], status="verified",
 source="PR #411 fjordline/booking-portal", updated_at="2026-01-10"),

dict(key="vee_crossfield",
 title="ValidationProvider cross-field rules (`confirmed:@email`, `before:@deliveryDate`) -> zod refine with path",
 body="""vee-validate 3 targets (`vid="deliveryDate"` + `rules="before:@deliveryDate"`) become object-level refinements:
```ts
schema.refine((v) => dayjs(v.readyDate).isBefore(v.deliveryDate), {
  message: 'Ready date must be before delivery date', path: ['readyDate'],
});
```
- `path` decides which field shows the error.
- Refinements on the object only run after all field-level checks pass; users saw no error on the dates while another field was invalid. If that matters, use `superRefine` on a nested object containing just the two dates.
- Re-validate the partner field: `trigger(['readyDate', 'deliveryDate'])` in the onChange of either.""",
 project=BP, branches=["*"], applies_to={"zod": "^3", "react-hook-form": "^7"},
 asset_type="component", assets=["ValidationProvider", "ValidationObserver"], status="verified",
 source="wiki: Migration/Validation", updated_at="2026-01-12"),

dict(key="server_errors",
 title="API 422 field errors -> setError per field",
 body="""vee-validate: `this.$refs.observer.setErrors(err.response.data.errors)`.
react-hook-form: the booking API returns `{ errors: { "cargo.0.weight": ["exceeds max for 20GP"] } }` (422).

```ts
onError: (err) => {
  const fieldErrors = err.response?.data?.errors ?? {};
  Object.entries(fieldErrors).forEach(([name, msgs]) =>
    setError(name as FieldPath<BookingInput>, { type: 'server', message: msgs[0] }));
  if (!Object.keys(fieldErrors).length) setError('root.server', { message: 'Could not save booking' });
}
```
Server errors are cleared on the next submit, not on change; call `clearErrors(name)` in onChange if product wants them to disappear while typing. Array paths use dots in both APIs (`cargo.0.weight`), no conversion needed.""",
 project=BP, branches=ALL_BP, applies_to={"react-hook-form": "^7"},
 asset_type="component", assets=["ValidationObserver"], status="verified",
 source="PR #416 fjordline/booking-portal", updated_at="2026-01-13"),

dict(key="date_range",
 title="DateRangePicker (v-menu + v-date-picker range) -> two MUI X DatePickers",
 body="""MUI X `DateRangePicker` is Pro-only; we don't have the licence. DateRangePicker (our component) is now two `DatePicker`s from @mui/x-date-pickers 6 with `AdapterDayjs`:
- `minDate={from}` on the "to" picker, `maxDate={to}` on "from".
- Value type in the form: ISO date strings (`YYYY-MM-DD`), converted with `dayjs(v)` at the picker boundary only.
- `LocalizationProvider adapterLocale="nb"` in providers; week starts Monday.
- `first-day-of-week` and `locale="nb-no"` props from Vuetify are covered by the adapter locale.""",
 project=BP, branches=MAIN_FEAT, applies_to={"@mui/x-date-pickers": "^6"},
 asset_type="component", assets=["DateRangePicker"], status="verified",
 source="PR #399 fjordline/booking-portal", updated_at="2025-12-08"),

dict(key="tracking_timeline",
 title="TrackingTimeline: v-timeline -> @mui/lab Timeline",
 body="""TrackingTimeline (shipment milestones: booked, gate-in, loaded, departed, transshipment, arrived, delivered).
- `v-timeline dense align-top` -> `<Timeline position="right">` with `sx={{ [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.2 } }}` so the timestamp column is narrow.
- `v-timeline-item small :color` -> `<TimelineDot color=...>`; only the MUI palette names are allowed (primary, success, grey...). The per-status colour mapping is being reworked on feature/tracking-v2 (custom colours need `sx`), see the note there.
- Icons: `mdi-ferry` -> `DirectionsBoat` from @mui/icons-material.
- Estimated milestones: `variant="outlined"` dot + italic text.""",
 project=BP, branches=MAIN_FEAT, applies_to={"@mui/material": "^5"},
 asset_type="component", assets=["TrackingTimeline"], status="verified",
 source="PR #405 fjordline/booking-portal", updated_at="2025-12-10"),

dict(key="tracking_dots",
 title="TrackingTimeline milestone dot colours (feature/tracking-v2)",
 body="""On feature/tracking-v2 the milestone colours follow the new design tokens instead of the Vuetify colours:
```ts
const DOT: Record<MilestoneStatus, SxProps> = {
  done: { bgcolor: 'success.main' },
  delayed: { bgcolor: '#C2410C' },
  estimated: { bgcolor: 'transparent', borderColor: 'grey.500' },
  exception: { bgcolor: 'error.main', boxShadow: '0 0 0 3px rgba(220,38,38,.25)' },
};
<TimelineDot variant={s === 'estimated' ? 'outlined' : 'filled'} sx={DOT[s]} />
```
`color` prop only takes palette names, so custom colours go through `sx`. The connector after a delayed milestone is dashed (`sx={{ borderStyle: 'dashed' }}` on a styled connector).""",
 project=BP, branches=["feature/tracking-v2"], applies_to={"@mui/material": "^5"},
 asset_type="component", assets=["TrackingTimeline"], status="verified",
 source="PR #511 fjordline/booking-portal", updated_at="2026-03-25"),

dict(key="cargo_dims",
 title="CargoDimensionsInput (L x W x H + weight) with Controller",
 body="""## What changed
CargoDimensionsInput was a Vue component with 4 `v-text-field type=number` emitting `input` with an object. Now a field group registered with `register('cargo.0.length', { valueAsNumber: true })` etc.

## Gotchas
- `valueAsNumber` gives `NaN` for empty inputs; zod `z.number({ invalid_type_error: 'Required' })` catches it, but `z.coerce.number()` would turn "" into 0 - don't use coerce here.
- Volume (cbm) is derived with `watch(['cargo.0.length', ...])`, not stored.
- Units: metric only (cm / kg).""",
 project=BP, branches=MAIN_FEAT, applies_to={"react-hook-form": "^7"},
 asset_type="component", assets=["CargoDimensionsInput"], status="verified",
 conditions="Metric cargo dimensions (cm, kg).",
 counter_conditions="The imperial toggle (in / lb) was not migrated; US-lane bookings still go to the Nuxt page through the tide table. Do not apply this to inch/pound input.",
 source="PR #418 fjordline/booking-portal", updated_at="2026-01-13"),

dict(key="hscode_lookup",
 title="HsCodeLookup: debounced tariff search with AbortController",
 body="""HsCodeLookup searched the tariff API on every keystroke with a lodash debounce and ignored late responses by comparing a request counter. React version:
```ts
useEffect(() => {
  if (q.length < 3) return;
  const ctrl = new AbortController();
  const t = setTimeout(() => http.get('/api/tariff', { params: { q }, signal: ctrl.signal }).then(setHits).catch(ignoreCancel), 250);
  return () => { clearTimeout(t); ctrl.abort(); };
}, [q]);
```
`ignoreCancel` = `(e) => { if (!axios.isCancel(e)) throw e }`. Needs review: the tariff API sometimes returns 499 for aborted requests and the axios interceptor shows a 5xx-style toast for it; also StrictMode fires the effect twice in dev (harmless, but confusing in the network tab).""",
 project=BP, branches=MAIN_FEAT, applies_to={"axios": "^1"},
 asset_type="component", assets=["HsCodeLookup"], status="review_required",
 source="PR #425 fjordline/booking-portal", updated_at="2026-01-17"),

dict(key="pagination_mixin",
 title="PaginationMixin -> usePagination() on URL search params (Suspense required)",
 body="""## Why
`mixins/pagination.js` kept `page`/`perPage` in data and synced to `$route.query` with a watcher, so the back button restored the page. Used by quotes, bookings, invoices lists.

## What changed
`hooks/usePagination.ts`:
```ts
const params = useSearchParams();
const page = Number(params.get('page') ?? 1);
const setPage = (p: number) => {
  const next = new URLSearchParams(params); next.set('page', String(p));
  router.replace(`${pathname}?${next}`, { scroll: false });
};
```
## Gotchas
- Build error on Next >= 14.1: `useSearchParams() should be wrapped in a suspense boundary at page "/bookings"` ("Missing Suspense boundary with useSearchParams"). Wrap the list client component in `<Suspense>` in page.tsx.
- `router.push` vs `replace`: Vuetify mixin used `replace`; keep it, otherwise every page click is a history entry.""",
 project=BP, branches=ALL_BP, applies_to={"next": ">=14.1"},
 asset_type="mixin", assets=["PaginationMixin", "mixins/pagination.js"], status="verified",
 source="PR #433 fjordline/booking-portal", updated_at="2026-01-21"),

dict(key="head_metadata",
 title="head() -> metadata / generateMetadata",
 body="""`head()` in pages (title, meta description, og:image for the public tracking page) -> `export const metadata` for static pages or `export async function generateMetadata({ params })` for /track/[ref]. `titleTemplate: '%s | Fjordline'` -> `title: { template: '%s | Fjordline', default: 'Fjordline' }` in app/layout.tsx. `hid` keys are gone; Next dedupes by key name. generateMetadata and the page share fetch results only if both use fetch() with the same URL (request memoization), not with axios.""",
 project=BP, branches=ALL_BP, applies_to={"next": "^14"},
 asset_type="other", assets=["head"], status="verified",
 source="wiki: Migration/SEO", updated_at="2025-12-15"),

dict(key="runtime_config",
 title="nuxt.config publicRuntimeConfig -> env vars (NEXT_PUBLIC_ is build-time!)",
 body="""terse:
- `publicRuntimeConfig.apiUrl` was resolved when the container started. `NEXT_PUBLIC_API_URL` is inlined at `next build`. We build once and deploy to test/stage/prod -> all envs pointed to test for half a day.
- Fix: client reads config from `/api/config` (route handler returning public values from process.env at runtime), server code reads process.env directly.
- `privateRuntimeConfig` -> plain `process.env.X` in server components / route handlers. Never import those modules in 'use client' files.""",
 project=BP, branches=ALL_BP, applies_to={"next": "^14"},
 asset_type="build", assets=["nuxt.config.js", "publicRuntimeConfig"], status="verified",
 source="incident INC-2025-114", updated_at="2025-12-04"),

dict(key="use_client",
 title="\"You're importing a component that needs useState\" - where to put 'use client'",
 body="""Error during `next build`:
```
You're importing a component that needs useState. It only works in a Client Component but none of its parents are marked with "use client", so they're Server Components by default.
   ,-[components/QuoteFilters.tsx:1:1]
```
Every Vue SFC was interactive by default; in the app router everything is a server component. Rules we follow:
- 'use client' at the top of leaf interactive components (filters, forms, tables), not in page.tsx or layout.tsx.
- MUI components with state (Autocomplete, Menu...) only inside client components. `import { Button } from '@mui/material'` in a server component is fine as long as no handler is passed.
- Barrel files (`components/index.ts`) that re-export client and server components trigger this error in odd places; import directly.""",
 project=BP, branches=ALL_BP, applies_to={"next": "^14"},
 asset_type="component", assets=[], status="verified",
 source="wiki: Migration/Server-vs-Client", updated_at="2025-11-28"),

dict(key="event_handlers",
 title="\"Event handlers cannot be passed to Client Component props\"",
 body="""`Error: Event handlers cannot be passed to Client Component props. <button onClick={function} children=...>` - you passed `onClick` (or `onChange`) from a server component. Typical case: page.tsx renders `<QuoteTable onRowClick={(id) => ...}/>`. Move the handler into a client wrapper (`QuoteTableClient`) or navigate with `<Link>` instead of a handler. Server Actions can be passed, plain functions cannot.""",
 project=BP, branches=ALL_BP, applies_to={"next": "^14"},
 asset_type="component", assets=[], status="verified",
 source="wiki: Migration/Server-vs-Client", updated_at="2025-11-28"),

dict(key="jest_rtl",
 title="@vue/test-utils specs -> React Testing Library + msw",
 body="""- `mount(Comp, { localVue, store, stubs: ['nuxt-link'] })` -> `render(<Providers><Comp/></Providers>)` with a `renderWithProviders` helper (theme, zustand provider, QueryClient where needed).
- `wrapper.find('[data-test=submit]').trigger('click')` -> `await user.click(screen.getByRole('button', { name: /submit/i }))`; prefer roles over data-test.
- `$axios` mocks -> msw handlers (see ballast).
- `await wrapper.vm.$nextTick()` -> `await screen.findBy...` / `waitFor`.
- Snapshot tests were deleted, not ported.""",
 project=BP, branches=["*"], applies_to={"react": ">=18"},
 asset_type="test", assets=[], status="verified",
 source="PR #374 fjordline/booking-portal", updated_at="2025-11-26"),

dict(key="layouts",
 title="layouts/default.vue + layouts/error.vue -> app/layout.tsx, error.tsx",
 body="""`layouts/default.vue` (app bar, nav drawer, `<Nuxt/>`) -> `app/(portal)/layout.tsx`; the drawer open state lives in a small client component. `layout: 'blank'` pages (login, public tracking) -> separate route group `app/(public)/layout.tsx`.
`layouts/error.vue` -> `error.tsx` per segment; it MUST be a client component (`'use client'`) and receives `{ error, reset }`. 404 -> `not-found.tsx`. A root-layout error needs `global-error.tsx` with its own `<html><body>`.""",
 project=BP, branches=ALL_BP, applies_to={"next": "^14"},
 asset_type="router", assets=["layouts/default.vue", "layouts/error.vue"], status="verified",
 source="PR #361 fjordline/booking-portal", updated_at="2025-11-19"),

dict(key="container_chip",
 title="ContainerTypeChip: ISO 6346 størrelse/type-kode -> farge og label",
 body="""Notat (Magnus). ContainerTypeChip viser ISO 6346 size-type code fra booking-API-et (22G1, 42G1, 45G1, 22R1, 45R1, 22U1, 22T1...).

Mapping (samme som i Vue-versjonen, flyttet til `utils/containerTypes.ts`):
- andre tegn = høyde/lengde: `2` = 20', `4` = 40'; `5` i andre posisjon = high cube (45G1 = 40' HC).
- type-gruppe (tredje tegn): G = general (farge `default`), R = reefer (`info`, snøfnugg-ikon), U = open top (`warning`), T = tank (`secondary`), P = flat rack (`warning`).
- Ukjent kode -> vis rå kode, grå chip, og logg til Sentry (ikke kast feil).

```tsx
<Chip size="small" color={meta.color} icon={meta.icon} label={`${meta.length}' ${meta.label}`} />
```
Vuetify `v-chip x-small label` -> MUI `size="small"` + `sx={{ borderRadius: 1 }}` (label = firkantet).""",
 project=BP, branches=["*"], applies_to={"@mui/material": "^5"},
 asset_type="component", assets=["ContainerTypeChip"], status="verified",
 source="PR #421 fjordline/booking-portal", updated_at="2026-01-15"),

dict(key="click_outside",
 title="v-click-outside -> MUI ClickAwayListener",
 body="""Vuetify's `v-click-outside` directive was used on the FilterPanel popover and the PortSelect "recent ports" dropdown to close them. MUI: wrap the panel in `<ClickAwayListener onClickAway={close}>` (single child that can hold a ref). `include` option of Vuetify (extra elements that don't count as outside) -> check `event.target` against a ref in the handler. For Popper/Popover content rendered in a portal, put the listener inside the Popper, not around the anchor, otherwise clicks in the popper count as outside.""",
 project=BP, branches=MAIN_FEAT, applies_to={"@mui/material": "^5"},
 asset_type="directive", assets=["v-click-outside"], status="verified",
 source="PR #401 fjordline/booking-portal", updated_at="2025-12-10"),

dict(key="nextauth_trial",
 title="store/auth.js + @nuxtjs/auth-next -> next-auth v4 (under review)",
 body="""We are trialing next-auth 4 with our Keycloak realm (`KeycloakProvider`) to replace @nuxtjs/auth-next (`this.$auth.loggedIn`, `$auth.user`, refresh scheme). Works on feature/auth-nextauth: login, logout, `getServerSession` in route handlers. Not yet reviewed by security: token refresh rotation in the `jwt` callback, session cookie size (>4 kB with roles) and the logout of the legacy Nuxt tab. Until then main keeps the hand-written toll booth + fj_session cookie.""",
 project=BP, branches=["main", "feature/*"], applies_to={"next": "^14"},
 asset_type="store", assets=["store/auth.js", "@nuxtjs/auth-next"], status="review_required",
 source="PR #470 (draft) fjordline/booking-portal", updated_at="2026-02-20"),

dict(key="tide_table",
 title="The tide table: which routes Next serves vs legacy Nuxt (next.config.js rewrites)",
 body=""""Tide table" = `config/tide-table.json`, the list of route prefixes that are already served by Next. Everything else falls through to the legacy Nuxt app.

```js
// next.config.js
async rewrites() {
  return { fallback: [{ source: '/:path*', destination: `${process.env.LEGACY_NUXT_URL}/:path*` }] };
}
```
Next serves what it has pages for; `fallback` rewrites only apply when no Next route matched. The tide table itself is read by middleware.ts: a prefix listed with `"next": false` is redirected to the legacy host even if a Next page exists (kill switch).

Flipping a route: PR changing tide-table.json + `npm run tide:check` (verifies every `"next": true` prefix has a page). Deployed with the app, no runtime toggle. Cookies are shared because both apps sit on book.fjordline.no.""",
 project=BP, branches=["*"], applies_to={"next": ">=14"},
 asset_type="build", assets=["next.config.js", "config/tide-table.json"], status="verified",
 source="wiki: Migration/Tide-table", updated_at="2026-01-07"),

dict(key="ferry",
 title="The ferry: BroadcastChannel bridge between Nuxt and Next tabs",
 body=""""Ferry" = `lib/ferry.ts` + `plugins/ferry.client.js`, a BroadcastChannel('fj-ferry') used while Nuxt and Next pages coexist. Messages: `{ type: 'booking:created' | 'auth:logout' | 'customer:switched', payload, v: 1 }`.

Why messages don't arrive:
- BroadcastChannel is same-origin only. The Nuxt staging host was legacy.book-stage.fjordline.no while Next ran on book-stage.fjordline.no -> nothing. Both must be behind the same origin (the tide table rewrite does that).
- The sender tab never receives its own message; test with two tabs.
- Safari < 15.4 has no BroadcastChannel; we fall back to the `storage` event (localStorage key `fj-ferry`).
- Messages without `v: 1` are dropped by the Nuxt side on purpose.""",
 project=BP, branches=["*"], applies_to={},
 asset_type="other", assets=["lib/ferry.ts", "plugins/ferry.client.js"], status="verified",
 source="PR #395 fjordline/booking-portal", updated_at="2025-12-06"),

dict(key="ballast",
 title="Ballast fixtures: msw handlers generated from anonymised staging snapshots",
 body=""""Ballast" = the msw fixtures in `test/ballast/*.json` that keep tests and Storybook-less local dev steady. Regenerate: `npm run ballast:pull -- --domain quotes` (pulls from staging, runs `scripts/anonymise.ts`, writes JSON + `handlers.quotes.ts`). Still candidate: the anonymiser doesn't scrub free-text remarks fields yet, so check the diff for names/phones before committing; and the quote fixtures are 3 MB, consider trimming to 50 quotes.""",
 project=BP, branches=["*"], applies_to={},
 asset_type="test", assets=["test/ballast"], status="candidate",
 source="wiki: Migration/Testing", updated_at="2026-02-02"),

dict(key="mui4_strictmode",
 title="release/2026.1: \"findDOMNode is deprecated in StrictMode\" from MUI 4 Transition",
 body="""On release/2026.1 (React 18 + @material-ui/core 4.12) every Dialog/Menu/Tooltip logs in dev:
```
Warning: findDOMNode is deprecated in StrictMode. findDOMNode was passed an instance of Transition which is inside StrictMode. Instead, add a ref directly to the element you want to reference.
```
It is MUI 4's react-transition-group usage; it cannot be fixed from our side. Options we use on the release branch: `unstable_createMuiStrictModeTheme` from @material-ui/core/styles (fixes most transitions, still "unstable"), and `reactStrictMode: false` is NOT acceptable (hides our own effect bugs). Needs review: Tooltip still warns with the strict-mode theme; verify there are no real regressions before the 2026.1 release.""",
 project=BP, branches=["release/*"], applies_to={"@material-ui/core": ">=4.12 <5", "react": ">=18"},
 asset_type="style", assets=[], status="review_required",
 source="PR #463 fjordline/booking-portal", updated_at="2026-02-11"),
]
