# booking-portal entries, part A (forms, selects, tables, stores, SSR basics)
BP = "booking-portal"
MAIN_FEAT = ["main", "feature/*"]
ALL_BP = ["main", "release/*", "feature/*"]

ENTRIES = [
dict(key="wizard_steps",
 title="BookingWizard: per-step validation with one useForm + zod step schemas",
 body="""## Why
BookingWizard (pages/bookings/new.vue) had one <ValidationObserver> per step and called `this.$refs.step2.validate()` before `step++`. On React we want one form instance for the whole booking so the final POST /api/bookings gets the full payload, but the "Next" button must only validate the current step.

## What changed
- One `useForm<BookingInput>` in `BookingWizard.tsx`, resolver = `zodResolver(bookingSchema)`.
- Each step declares the field names it owns (`STEP_FIELDS[1] = ['origin', 'destination', 'readyDate']` etc.).
- "Next" calls `trigger(STEP_FIELDS[step])` and only advances when it resolves `true`.
- The step schemas are merged for the final submit: `bookingSchema = routeStep.merge(cargoStep).merge(partiesStep)`.

```tsx
const next = async () => {
  const ok = await trigger(STEP_FIELDS[step], { shouldFocus: true });
  if (ok) setStep((s) => s + 1);
};
```

## Gotchas
- `shouldUnregister` must stay `false` (default), otherwise fields of the steps that are unmounted disappear from the submit payload. In vee-validate the observer kept them for free.
- `mode: 'onTouched'` matches what users were used to (errors after blur), `onChange` felt noisy on the cargo step.
- Don't put `superRefine` cross-step rules into the step schemas; `trigger()` on step 1 would then report errors from step 3.""",
 project=BP, branches=MAIN_FEAT, applies_to={"react-hook-form": ">=7.40 <8", "zod": "^3"},
 asset_type="component", assets=["BookingWizard"], status="verified",
 conditions="Multi-step forms where all steps are submitted together in one request.",
 counter_conditions="Not for wizards where each step is saved to the API separately (e.g. the carrier onboarding flow).",
 source="PR #412 fjordline/booking-portal", updated_at="2026-01-14"),

dict(key="wizard_draft",
 title="BookingWizard draft: keep step 1-2 answers in useBookingDraftStore (sessionStorage)",
 body="""Wiki note (Kari H.)

Old: Vuex `booking/draft` state, saved by `vuex-persistedstate` to localStorage on every mutation.
New: `useBookingDraftStore` (zustand + `persist` middleware) with `storage: createJSONStorage(() => sessionStorage)` and `partialize` so only route + cargo fields are persisted:

```ts
persist(
  (set) => ({ draft: emptyDraft, patch: (p) => set((s) => ({ draft: { ...s.draft, ...p } })) }),
  {
    name: 'fj-booking-draft',
    storage: createJSONStorage(() => sessionStorage),
    partialize: (s) => ({ draft: pick(s.draft, ['origin', 'destination', 'readyDate', 'cargo']) }),
    version: 2,
  }
)
```

The wizard calls `reset(draft)` once on mount (see hydration note for the skipHydration dance). Step 3 (parties / customs) is never persisted.

Bump `version` and add `migrate` whenever the cargo shape changes, otherwise old drafts crash the cargo step with `Cannot read properties of undefined (reading 'map')`.""",
 project=BP, branches=MAIN_FEAT, applies_to={"zustand": ">=4.4 <5"},
 asset_type="store", assets=["BookingWizard", "useBookingDraftStore"], status="verified",
 conditions="Draft of route and cargo steps within the same browser tab session.",
 counter_conditions="Do not persist consignee / customs PII (personal ID numbers, passport, private addresses) to localStorage or sessionStorage; step 3 is never persisted. Cross-device or cross-restart drafts need the backend draft API, which does not exist yet.",
 source="wiki: Migration/BookingWizard/Drafts", updated_at="2026-01-20"),

dict(key="wizard_mui4_stepper",
 title="BookingWizard on release/2026.1: MUI 4 Stepper instead of v-stepper",
 body="""release/2026.1 still pins @material-ui/core 4.12, so the wizard there uses `Stepper`/`Step`/`StepLabel` from `@material-ui/core` and `makeStyles` for the step header. The form logic (react-hook-form + zod, trigger per step) is identical to main; only the chrome differs.

- `v-stepper-header` with `editable` steps -> `<StepButton>` inside `<Step>`; MUI 4 needs `nonLinear` on the Stepper to allow clicking back.
- `v-stepper-content` transitions are gone; we render the active step only.
- Do NOT import from `@mui/material` on this branch, the two emotion/JSS style engines fight and step labels lose their font.""",
 project=BP, branches=["release/*"], applies_to={"@material-ui/core": ">=4.12 <5", "react-hook-form": "^7"},
 asset_type="component", assets=["BookingWizard"], status="verified",
 source="PR #455 fjordline/booking-portal", updated_at="2026-02-03"),

dict(key="port_select_mui5",
 title="PortSelect: v-autocomplete (UN/LOCODE server search) -> MUI Autocomplete",
 body="""## Why
PortSelect is used on 14 pages (booking, quote, tracking filters). The Vuetify version used `:search-input.sync="q"` + a lodash `debounce(300)` watcher that called `/api/ports?q=`, `item-text="name"`, `item-value="locode"` and `return-object`.

## What changed
`components/PortSelect.tsx` wraps MUI `Autocomplete`:

```tsx
<Autocomplete
  options={options}
  filterOptions={(x) => x}            // server already filtered, don't filter again
  getOptionLabel={(p) => `${p.name} (${p.locode})`}
  isOptionEqualToValue={(a, b) => a.locode === b.locode}
  onInputChange={(_, q, reason) => reason === 'input' && search(q)}
  value={value}
  onChange={(_, p) => onChange(p)}
  loading={loading}
/>
```
`search` is a `useDebouncedCallback(300)`; results are cached per query string in a Map ref.

## Gotchas
- Without `filterOptions={(x) => x}` MUI filters the server results again on the label and "NOOSL" (Oslo) vanishes when typing "Oslo havn".
- Without `isOptionEqualToValue` you get "MUI: The value provided to Autocomplete is invalid. None of the options match" every time the options reload.
- `onInputChange` also fires with reason `reset` when a value is selected; ignore it or you trigger a search for the label text.""",
 project=BP, branches=MAIN_FEAT, applies_to={"@mui/material": "^5"},
 asset_type="component", assets=["PortSelect"], status="verified",
 conditions="Single port selection from the UN/LOCODE list via /api/ports.",
 counter_conditions="Free-text ports that are not in UN/LOCODE (freeSolo) are out of scope; those belonged to AddressAutocomplete, which has not been migrated.",
 source="PR #388 fjordline/booking-portal", updated_at="2025-12-02"),

dict(key="port_select_mui4",
 title="PortSelect on release/2026.1 (MUI 4 lab Autocomplete)",
 body="""Same behaviour as the main-branch PortSelect, but release/2026.1 is on @material-ui/core 4.12 + @material-ui/lab 4.0.0-alpha.61.

Differences:
- use `getOptionSelected={(a, b) => a.locode === b.locode}`; `isOptionEqualToValue` does not exist in v4 (it was renamed in v5). Passing it silently does nothing and you get the "value provided to Autocomplete is invalid" warning.
- import from `@material-ui/lab/Autocomplete`.
- `filterOptions={(x) => x}` still required for the server search.
- `renderOption` in v4 takes `(option, state)`, not `(props, option)`.""",
 project=BP, branches=["release/*"], applies_to={"@material-ui/core": ">=4.12 <5"},
 asset_type="component", assets=["PortSelect"], status="verified",
 source="PR #461 fjordline/booking-portal", updated_at="2026-02-10"),

dict(key="port_select_multi",
 title="PortSelectMulti (via-ports / transshipment list) -> Autocomplete multiple",
 body="""PortSelectMulti is NOT PortSelect: it picks the transshipment ports on the routing step, shows chips, max 4.

- `multiple` + `limitTags={2}` + `disableCloseOnSelect`.
- Vuetify `v-autocomplete multiple small-chips deletable-chips` -> `renderTags` with `<Chip size="small" onDelete>`.
- Max 4: enforce in zod (`z.array(port).max(4)`), not by disabling the input, MUI has no `counter` prop.
- Order matters for the API (routing sequence), so don't sort the value array.""",
 project=BP, branches=MAIN_FEAT, applies_to={"@mui/material": "^5"},
 asset_type="component", assets=["PortSelectMulti"], status="verified",
 source="PR #402 fjordline/booking-portal", updated_at="2025-12-11"),

dict(key="country_select",
 title="CountrySelect: native select is fine",
 body="""terse: CountrySelect (ISO 3166 list, 249 items, static JSON) - we tried Autocomplete, render was 40ms on low-end laptops in the warehouse. Using MUI `TextField select SelectProps={{ native: true }}` for now. Still to check: keyboard type-ahead in Safari, and whether customs wants the Norwegian country names (nb) instead of English.""",
 project=BP, branches=["*"], applies_to={},
 asset_type="component", assets=["CountrySelect"], status="candidate",
 source="wiki: Migration/Notes", updated_at="2026-01-08"),

dict(key="quote_table_dg6",
 title="QuoteTable: v-data-table server-side paging -> MUI X DataGrid v6 (paginationMode=server)",
 body="""## Why
QuoteTable lists all quotes of a customer (can be 20k rows). Vuetify: `<v-data-table :server-items-length="total" :options.sync="options" :loading="loading">` and a deep watcher on `options` that refetched.

## What changed
- `@mui/x-data-grid` 6 `DataGrid` with `paginationMode="server"`, `sortingMode="server"`, `rowCount={total}`.
- `options.sync` (page, itemsPerPage, sortBy, sortDesc) -> controlled `paginationModel` + `sortModel` state; both go into the fetch key.
- `server-items-length` -> `rowCount`. Keep the previous `rowCount` while loading, otherwise the grid resets to page 0 (`rowCountRef` trick from the MUI docs).
- `item-key="quoteNo"` -> `getRowId={(r) => r.quoteNo}`.

```tsx
<DataGrid
  rows={data?.items ?? []}
  rowCount={rowCount}
  paginationMode="server" sortingMode="server"
  paginationModel={paginationModel} onPaginationModelChange={setPaginationModel}
  sortModel={sortModel} onSortModelChange={setSortModel}
  pageSizeOptions={[25, 50, 100]}
  getRowId={(r) => r.quoteNo}
  loading={isFetching}
/>
```

## Gotchas
- Page is 0-based in DataGrid, 1-based in our API and in Vuetify. Convert in exactly one place (the fetcher).
- `sortDesc` array -> `sortModel[0].sort` ('asc' | 'desc'); the API only supports one sort column.""",
 project=BP, branches=MAIN_FEAT, applies_to={"@mui/x-data-grid": "^6"},
 asset_type="component", assets=["QuoteTable"], status="verified",
 conditions="Server-paginated, server-sorted quote lists.",
 counter_conditions="Client-side sorting or filtering across all rows is not possible in server mode; only the current page is in memory.",
 source="PR #397 fjordline/booking-portal", updated_at="2025-12-05"),

dict(key="quote_table_dg7",
 title="QuoteTable on feature/quote-v2: DataGrid v7 paginationMeta",
 body="""feature/quote-v2 moved to @mui/x-data-grid 7 to try the cursor API. Differences vs the v6 note:
- `paginationMeta={{ hasNextPage }}` with `rowCount={-1}` for unknown totals (cursor pagination).
- `unstable_headerFilters` became `headerFilters` (Pro only, we don't use it).
- `GridColDef.valueGetter` signature changed to `(value, row)`; all our getters had to be rewritten.
Only valid on that branch until v7 is merged to main.""",
 project=BP, branches=["feature/quote-v2"], applies_to={"@mui/x-data-grid": "^7"},
 asset_type="component", assets=["QuoteTable"], status="verified",
 source="PR #503 fjordline/booking-portal", updated_at="2026-03-18"),

dict(key="quote_table_lite",
 title="QuoteTableLite: plain MUI Table, client-side sort for small lists",
 body="""QuoteTableLite (the "last 10 quotes" card on the dashboard and the quote lines inside a quote) stays a plain MUI `Table`. Rule of thumb we agreed on: under ~200 rows, no server paging -> plain Table + `useMemo` sort, not DataGrid (DataGrid adds 90 kB gz).

Sorting: `TableSortLabel` per column, sort state `{ by, dir }`, `rows.slice().sort(compare[by])`. Vuetify's `must-sort` -> never allow `dir = undefined`.

If the list can grow beyond a page, it is QuoteTable territory (server mode), and then client-side sort over all rows isn't available.""",
 project=BP, branches=["*"], applies_to={"@mui/material": ">=5"},
 asset_type="component", assets=["QuoteTableLite"], status="verified",
 source="wiki: Migration/Tables", updated_at="2025-12-09"),

dict(key="vuex_booking_zustand",
 title="Vuex module `booking` -> zustand useBookingStore with slices",
 body="""## Why
`store/booking.js` (Nuxt Vuex module, namespaced) had 23 mutations, 11 actions and nuxtServerInit seeding `booking/currentCustomer`. We want one zustand store per domain, typed, no boilerplate mutations.

## What changed
- `stores/booking/index.ts` combines slices: `createCustomerSlice`, `createSelectionSlice`, `createUiSlice` (`create<BookingState>()((...a) => ({ ...createCustomerSlice(...a), ... }))`).
- Mutations are gone; actions call `set` directly. Actions that did `this.$axios` now take the http client from `lib/http.ts`.
- nuxtServerInit -> the customer is fetched in the server component `app/(portal)/layout.tsx` and passed into a `<BookingStoreProvider initial={customer}>` that creates the store per request (`createStore` + context), so requests never share state on the server.
- Getters -> plain selector functions in `stores/booking/selectors.ts`.

## Gotchas
- A module-level `create()` store is a singleton on the server: with SSR it leaks one customer's data to another request. Use the provider pattern for anything seeded on the server.
- `mapState` with arrays of names does not translate; write explicit selectors, one per field, to avoid re-renders.""",
 project=BP, branches=ALL_BP, applies_to={"zustand": ">=4.4 <5"},
 asset_type="store", assets=["useBookingStore", "store/booking.js"], status="verified",
 source="PR #371 fjordline/booking-portal", updated_at="2025-11-27"),

dict(key="zustand_default_export",
 title="\"[DEPRECATED] Default export is deprecated\" from zustand",
 body="""Console: `[DEPRECATED] Default export is deprecated. Instead use `import { create } from 'zustand'`.`

Cause: early migrated stores were copied from a zustand 3 tutorial: `import create from 'zustand'`. Fix is mechanical:

```diff
- import create from 'zustand'
+ import { create } from 'zustand'
```
Same for `zustand/vanilla` (`createStore`). Codemod: `npx jscodeshift -t scripts/codemods/zustand-named.ts stores/`. Also `import shallow from 'zustand/shallow'` -> `import { shallow } from 'zustand/shallow'`.""",
 project=BP, branches=["*"], applies_to={"zustand": ">=4.4"},
 asset_type="store", assets=[], status="verified",
 source="commit 9f1c2ab fjordline/booking-portal", updated_at="2025-11-30"),

dict(key="zustand_persist_hydration",
 title="zustand persist + Next app router: hydration mismatch (skipHydration)",
 body="""Notat fra Ole (delvis norsk, beklager)

Problem: `Error: Text content does not match server-rendered HTML` / "Hydration failed because the initial UI does not match what was rendered on the server" on /bookings/new when a draft exists. Serveren rendrer tom draft, klienten leser sessionStorage synkront ved første render -> mismatch.

Løsning:
1. `persist(..., { name: 'fj-booking-draft', skipHydration: true })`
2. i en klient-komponent som alltid er montert (vi bruker `<DraftHydrator />` i wizard-layouten):
```tsx
'use client'
export function DraftHydrator() {
  useEffect(() => { useBookingDraftStore.persist.rehydrate() }, [])
  return null
}
```
3. Komponenter som trenger å vite om draften er lastet: `useBookingDraftStore.persist.hasHydrated()` + `onFinishHydration`.

Ikke bruk `typeof window !== 'undefined'` i selve store-definisjonen, det gir samme mismatch bare et annet sted.""",
 project=BP, branches=MAIN_FEAT, applies_to={"zustand": ">=4.4 <5", "next": "^14"},
 asset_type="store", assets=["useBookingDraftStore"], status="verified",
 source="wiki: Migration/Notes/zustand-persist", updated_at="2026-01-22"),

dict(key="quotes_useshallow",
 title="Vuex quotes getters -> zustand selectors with useShallow",
 body="""## Why
`store/quotes.js` getters (`openQuotes`, `quotesByLane`, `totalsByCurrency`) returned new arrays/objects each time; in React that means every `useQuoteStore(s => s.items.filter(...))` re-renders on any store change and, worse, React 18 warns about `getSnapshot should be cached` and can loop.

## What changed
- Multi-field picks use `useShallow` from `zustand/react/shallow`:
```ts
const { items, loading } = useQuoteStore(useShallow((s) => ({ items: s.items, loading: s.loading })));
```
- Derived lists (`openQuotes`) are computed with `useMemo` in the component from the raw `items`, not inside the selector.

## Gotchas
- Don't pass `shallow` as the second argument of the hook anymore; that path is deprecated since 4.4 and logs a warning.""",
 project=BP, branches=ALL_BP, applies_to={"zustand": ">=4.5 <5"},
 asset_type="store", assets=["useQuoteStore", "store/quotes.js"], status="verified",
 source="PR #420 fjordline/booking-portal", updated_at="2026-01-16"),

dict(key="zustand_shallow_old",
 title="(old) quotes store: pass `shallow` as equality fn to the hook",
 body="""Superseded by the useShallow note. Kept for history.

`const { items, loading } = useQuoteStore((s) => ({ items: s.items, loading: s.loading }), shallow)` with `import { shallow } from 'zustand/shallow'`. Works on zustand < 4.4; newer versions print "[DEPRECATED] Use `createWithEqualityFn` instead of `create`".""",
 project=BP, branches=["*"], applies_to={"zustand": ">=4.0 <4.4"},
 asset_type="store", assets=["useQuoteStore"], status="deprecated",
 source="PR #351 fjordline/booking-portal", updated_at="2025-10-21"),

dict(key="currency_directive",
 title="v-currency (input masking for NOK amounts) -> <CurrencyInput>",
 body="""Notat (Ingrid). `v-currency` satt på `<v-text-field>` og formaterte mens man skrev: tusenskille mellomrom, komma som desimaltegn (nb-NO), maks 2 desimaler. Direktiver finnes ikke i React, så vi har en komponent.

`components/CurrencyInput.tsx` = `react-number-format` `NumericFormat` inside MUI `TextField` via `customInput`:
```tsx
<NumericFormat
  customInput={TextField}
  thousandSeparator=" " decimalSeparator="," decimalScale={2} allowedDecimalSeparators={[',', '.']}
  valueIsNumericString
  value={field.value} onValueChange={(v) => field.onChange(v.value)}
/>
```
- Brukes via `Controller` fra react-hook-form; form value er en string "12500.50" (punktum), aldri den formaterte teksten.
- `allowedDecimalSeparators` gjør at folk som taster punktum på numpad også får komma.
- Valuta-suffiks (NOK/EUR) via `InputProps.endAdornment`, ikke i verdien.""",
 project=BP, branches=MAIN_FEAT, applies_to={"react-hook-form": "^7"},
 asset_type="directive", assets=["v-currency", "CurrencyInput"], status="verified",
 conditions="Editable amount inputs (freight price, declared value).",
 counter_conditions="Ikke for read-only visning av beløp (tabeller, oppsummering): der brukes formatCurrency() fra utils/format.ts, se currency filter-notatet.",
 source="PR #430 fjordline/booking-portal", updated_at="2026-01-19"),

dict(key="currency_filter",
 title="`currency` filter -> formatCurrency() util",
 body="""Vue 2 filter `{{ price | currency('NOK') }}` -> `formatCurrency(price, 'NOK')` in `utils/format.ts`:

```ts
const cache = new Map<string, Intl.NumberFormat>();
export function formatCurrency(v: number | null | undefined, ccy = 'NOK') {
  if (v == null) return '–';
  let f = cache.get(ccy);
  if (!f) { f = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: ccy }); cache.set(ccy, f); }
  return f.format(v);
}
```
Display only (table cells, booking summary, PDFs). Node and browsers format nb-NO with a narrow no-break space (U+202F / U+00A0); snapshot tests must not hardcode a normal space. Cache the formatter, creating Intl.NumberFormat per cell was visible in the QuoteTable profile.""",
 project=BP, branches=["*"], applies_to={},
 asset_type="filter", assets=["currency"], status="verified",
 source="PR #366 fjordline/booking-portal", updated_at="2025-11-20"),

dict(key="kg_filter",
 title="`kg` weight filter -> formatWeight()",
 body="""`{{ w | kg }}` printed "12 500 kg". New `formatWeight(kg)` in utils/format.ts. Note: the old filter switched to tonnes above 10 000 kg ("12,5 t"); ops complained when that disappeared in the first React version, so keep the threshold. Chargeable weight (volumetric) is NOT formatted here, it comes preformatted from the rating API.""",
 project=BP, branches=["*"], applies_to={},
 asset_type="filter", assets=["kg"], status="verified",
 source="wiki: Migration/Filters", updated_at="2025-11-21"),

dict(key="nuxt_axios",
 title="@nuxtjs/axios plugin (plugins/axios.js) -> lib/http.ts axios instance",
 body="""## Why
`plugins/axios.js` used the Nuxt axios module helpers: `$axios.onRequest` (adds `X-Fj-Customer`), `$axios.onError` (redirect to /login on 401, toast on 5xx), and `this.$axios.$get` (returns data directly). None of that exists in Next.

## What changed
- `lib/http.ts` exports `http = axios.create({ baseURL: process.env.NEXT_PUBLIC_API_URL, timeout: 15000 })`.
- Interceptors: request adds the customer header from the booking store; response error interceptor maps 401 -> `redirectToLogin()` (client only), 5xx -> `notify.error`.
- `$get` -> small helper `getData = (url, cfg) => http.get(url, cfg).then((r) => r.data)`.
- Server components do NOT use this instance: they use `serverHttp` from `lib/http.server.ts` (internal base URL `http://booking-api.internal`, forwards the session cookie via `cookies()` from next/headers).

## Gotchas
- `baseURL` from `publicRuntimeConfig` was resolved at runtime; `NEXT_PUBLIC_*` is inlined at build time. See the runtime config note.
- The Nuxt module had `retry: { retries: 2 }` (axios-retry). We dropped it on purpose for POSTs.""",
 project=BP, branches=ALL_BP, applies_to={"axios": "^1", "next": "^14"},
 asset_type="plugin", assets=["plugins/axios.js", "$axios"], status="verified",
 source="PR #359 fjordline/booking-portal", updated_at="2025-11-18"),

dict(key="nuxt_auth_middleware",
 title="The toll booth: Nuxt middleware/auth.js -> Next middleware.ts",
 body=""""Toll booth" = our auth gate in front of every portal route (team name since the Nuxt days).

Old: `middleware/auth.js` registered in `router.middleware`, checked `store.state.auth.loggedIn` and redirected.
New: `middleware.ts` at the repo root:
```ts
export const config = { matcher: ['/((?!_next/static|_next/image|favicon.ico|login|api/health).*)'] };
export function middleware(req: NextRequest) {
  const token = req.cookies.get('fj_session')?.value;
  if (!token) return NextResponse.redirect(new URL(`/login?next=${req.nextUrl.pathname}`, req.url));
  return NextResponse.next();
}
```
Gotchas:
- It runs on the Edge runtime: no axios, no Node `crypto`; use `fetch` and `jose` for JWT checks.
- The matcher must include `/api/:path*` route handlers too, otherwise /api/quotes is reachable without a session (that was bug FJ-1288: our first matcher excluded everything under /api).
- The session is only checked for presence here; route handlers still verify the token with the auth service.""",
 project=BP, branches=ALL_BP, applies_to={"next": ">=13.4"},
 asset_type="router", assets=["middleware/auth.js"], status="verified",
 source="PR #377 fjordline/booking-portal; bug FJ-1288", updated_at="2026-01-05"),

dict(key="async_data",
 title="asyncData -> async server component fetch",
 body="""Pages that used `asyncData({ $axios, params })` become async server components: `export default async function Page({ params }) { const quote = await getQuote(params.id) ... }`.

- `getQuote` uses `serverHttp` / fetch with `{ cache: 'no-store' }` for customer data. Next 14 caches fetch by default; we shipped one customer's quote list cached for another once in staging.
- `error({ statusCode: 404 })` -> `notFound()` from next/navigation.
- Anything that needs the store or event handlers goes into a child client component that receives the data as props (serialisable only: no Date objects, pass ISO strings).""",
 project=BP, branches=ALL_BP, applies_to={"next": "^14"},
 asset_type="other", assets=["asyncData"], status="verified",
 source="wiki: Migration/Data-fetching", updated_at="2025-11-25"),

dict(key="fetch_hook",
 title="Nuxt fetch() + $fetchState.pending -> Suspense / loading.tsx",
 body="""`fetch()` hook with `<v-skeleton-loader v-if="$fetchState.pending">` -> move the data load into a server component and put the skeleton in `loading.tsx` of that route segment (or a `<Suspense fallback={<QuoteSkeleton/>}>` around the slow part). `$fetchState.error` -> `error.tsx`. `this.$fetch()` (manual refresh) -> `router.refresh()` from a client button. Note `fetchOnServer: false` pages were client-only loads; keep those as client components with a useEffect load.""",
 project=BP, branches=ALL_BP, applies_to={"next": "^14"},
 asset_type="other", assets=["fetch", "$fetchState"], status="verified",
 source="wiki: Migration/Data-fetching", updated_at="2025-11-25"),

dict(key="client_only",
 title="<client-only> / VesselMap: \"ReferenceError: window is not defined\"",
 body="""## Why
VesselMap (leaflet) was wrapped in `<client-only>` in Nuxt. First Next build failed:
```
ReferenceError: window is not defined
    at Object.<anonymous> (node_modules/leaflet/dist/leaflet-src.js:230:1)
    at components/VesselMap.tsx
```
'use client' is not enough: client components are still pre-rendered on the server.

## What changed
```tsx
const VesselMap = dynamic(() => import('@/components/VesselMap'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={420} />,
});
```
`dynamic(..., { ssr: false })` must be called from a client component in the app router.

## Gotchas
- leaflet CSS import goes inside VesselMap.tsx, not in layout (it also touches window via the plugin we use).""",
 project=BP, branches=ALL_BP, applies_to={"next": "^14"},
 asset_type="component", assets=["client-only", "VesselMap"], status="verified",
 source="PR #392 fjordline/booking-portal", updated_at="2025-12-03"),

dict(key="mui_ssr_cache",
 title="MUI + app router: className mismatch / style flash -> AppRouterCacheProvider",
 body="""## Why
Without emotion SSR wiring, the app router pages flashed unstyled and the console showed
`Warning: Prop `className` did not match. Server: "MuiButtonBase-root css-1ujsas3" Client: "MuiButtonBase-root css-7tn1yq"`.

## What changed
`@mui/material-nextjs` (v5 line) in `app/layout.tsx`:
```tsx
import { AppRouterCacheProvider } from '@mui/material-nextjs/v14-appRouter';
<html lang="en"><body>
  <AppRouterCacheProvider options={{ key: 'fj' }}>
    <ThemeProvider theme={fjordTheme}><CssBaseline />{children}</ThemeProvider>
  </AppRouterCacheProvider>
</body></html>
```
## Gotchas
- `ThemeProvider` needs to be in a 'use client' file (`app/providers.tsx`); createTheme objects with functions can't cross the server/client boundary.
- Removed the hand-written ThemeRegistry (useServerInsertedHTML) once this landed.""",
 project=BP, branches=MAIN_FEAT, applies_to={"@mui/material": ">=5.15 <6", "next": ">=14"},
 asset_type="style", assets=["fjordTheme"], status="verified",
 source="PR #440 fjordline/booking-portal", updated_at="2026-01-24"),

dict(key="theme_registry_old",
 title="ThemeRegistry with useServerInsertedHTML (for MUI < 5.15)",
 body="""Before @mui/material-nextjs existed we used the ThemeRegistry from the MUI example repo: an emotion cache created in `useState`, `cache.insert` patched to collect inserted names, and `useServerInsertedHTML` flushing `<style data-emotion="fj ...">`. Still what feature branches that branched before the MUI 5.15 bump need. Needs review: the `prepend: true` option made our `globals.css` overrides lose specificity on two pages (quote PDF preview, tracking).""",
 project=BP, branches=MAIN_FEAT, applies_to={"@mui/material": ">=5.0 <5.15", "next": ">=13.4"},
 asset_type="style", assets=["fjordTheme"], status="review_required",
 source="PR #380 fjordline/booking-portal", updated_at="2025-12-01"),

dict(key="theme_mui5",
 title="Vuetify theme (vuetify.options.js) -> MUI 5 createTheme `fjordTheme`",
 body="""Mapping we used:
| Vuetify | MUI 5 |
|---|---|
| `theme.themes.light.primary` #0B3D5C | `palette.primary.main` |
| `secondary` #2A7F9E | `palette.secondary.main` |
| `accent` #F2A541 | custom `palette.accent` (module augmentation in `theme.d.ts`) |
| `error/warning/info/success` | same keys |
| `$body-font-family` Inter | `typography.fontFamily` |
| `$border-radius-root` 4px | `shape.borderRadius: 4` |

Vuetify `dense` tables/inputs -> `components.MuiTextField.defaultProps.size = 'small'` and `MuiTable.defaultProps.size = 'small'`. Dark theme not migrated (nobody used it).""",
 project=BP, branches=MAIN_FEAT, applies_to={"@mui/material": "^5"},
 asset_type="style", assets=["fjordTheme", "vuetify.options.js"], status="verified",
 source="PR #363 fjordline/booking-portal", updated_at="2025-11-19"),

dict(key="theme_mui4",
 title="fjordTheme on release/2026.1 (MUI 4: createTheme, overrides/props)",
 body="""Same colour mapping as main, but MUI 4 API:
- `createTheme` from `@material-ui/core/styles` (4.12 renamed `createMuiTheme`, which now logs a deprecation warning).
- component defaults go in `props: { MuiTextField: { size: 'small' } }` and style overrides in `overrides: { MuiButton: { root: {...} } }`, not `components.X.defaultProps/styleOverrides`.
- custom `accent` colour: MUI 4 has no palette augmentation helper that works well; we export `accent` as a separate constant.""",
 project=BP, branches=["release/*"], applies_to={"@material-ui/core": ">=4.12 <5"},
 asset_type="style", assets=["fjordTheme", "vuetify.options.js"], status="verified",
 source="PR #458 fjordline/booking-portal", updated_at="2026-02-05"),

dict(key="confirm_dialog",
 title="ConfirmDialog (v-dialog persistent) -> MUI Dialog + useConfirm()",
 body="""ConfirmDialog was `<v-dialog persistent max-width="420">` opened via `this.$refs.confirm.open(title, msg).then(ok => ...)`.

- New `useConfirm()` hook returning `confirm({ title, message }) => Promise<boolean>`, backed by one `<ConfirmDialogHost/>` in the portal layout.
- `persistent` -> `onClose={(e, reason) => { if (reason !== 'backdropClick') close(false) }}`. Escape still cancels; add `disableEscapeKeyDown` for the "cancel booking" dialog only.
- MUI 5 removed `disableBackdropClick`; don't copy it from old MUI 4 snippets.""",
 project=BP, branches=MAIN_FEAT, applies_to={"@mui/material": "^5"},
 asset_type="component", assets=["ConfirmDialog"], status="verified",
 source="PR #385 fjordline/booking-portal", updated_at="2025-12-02"),

dict(key="snackbar_notistack",
 title="SnackbarQueue -> notistack 3 (trial)",
 body="""SnackbarQueue = Vuex `ui/snackbars` array + one `<v-snackbar>` showing the head of the queue. Trying notistack 3 `enqueueSnackbar` with `maxSnack={3}` and a `SnackbarProvider` in providers.tsx. Open questions before we call it done: (1) axios interceptor needs to enqueue outside React -> notistack exports `enqueueSnackbar` as a standalone fn in v3, seems fine; (2) our "undo" action on cancel booking needs `persist: true` + action button; (3) a11y: does it announce via aria-live? Checklist: dedupe identical messages, keep 5xx toasts until dismissed.""",
 project=BP, branches=MAIN_FEAT, applies_to={"@mui/material": "^5"},
 asset_type="component", assets=["SnackbarQueue"], status="candidate",
 source="PR #447 (draft) fjordline/booking-portal", updated_at="2026-02-12"),
]
