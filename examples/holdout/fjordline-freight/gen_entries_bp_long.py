# booking-portal long entries (post-mortems and the Vuetify -> MUI cheat sheet), each > 3000 chars
BP = "booking-portal"
MAIN_FEAT = ["main", "feature/*"]
ALL_BP = ["main", "release/*", "feature/*"]

REFRESH_PM = """# Post-mortem PM-2026-02: refresh-token stampede after the /quotes cutover

Status: resolved. Authors: Sindre B., Kari H. Severity: SEV-2 (customers logged out, no data loss).

## Summary
On 2026-02-04 we flipped `/quotes` to Next in the tide table. Between 09:10 and 11:40 roughly 30% of customer sessions on /quotes were logged out every five minutes. Support got 41 tickets ("the portal keeps throwing me to the login page").

## Timeline (CET)
- 08:55 deploy of booking-portal 2026.2.4 (tide table: `/quotes` -> next: true)
- 09:10 first ticket
- 09:40 Grafana: POST /auth/refresh 400 rate jumps from ~0.1/min to 60/min
- 10:15 rollback considered; instead `/quotes` set to next: false (kill switch) in 2026.2.5
- 11:40 kill switch deployed, errors stop
- 2026-02-06 fix deployed, `/quotes` flipped back

## What happened
Access tokens live 5 minutes, refresh tokens rotate (every refresh invalidates the old refresh token; reuse returns `400 invalid_grant`). The Nuxt app never had the problem because @nuxtjs/auth-next refreshes proactively and serialises requests behind its own lock.

The new /quotes page fires six requests on load (quote list, lanes, currencies, customer, unread count, feature flags). When the access token had expired, all six came back 401 and our response interceptor in `lib/http.ts` did, for each of them:

```ts
http.interceptors.response.use(undefined, async (error) => {
  if (error.response?.status === 401) {
    await refreshSession();              // POST /auth/refresh
    return http(error.config);           // retry
  }
  throw error;
});
```

Six parallel refreshes with the same refresh token: the first wins and rotates the token, the other five get `invalid_grant`, and `refreshSession()` treats that as "session gone" and logs the user out.

Browser console from a customer HAR:
```
POST https://book.fjordline.no/auth/refresh 400 (Bad Request)
AxiosError: Request failed with status code 400
    at settle (webpack-internal:///./node_modules/axios/lib/core/settle.js:19:12)
    at XMLHttpRequest.onloadend (webpack-internal:///./node_modules/axios/lib/adapters/xhr.js:58:66)
    at refreshSession (webpack-internal:///./lib/auth/refresh.ts:21:11)
Uncaught (in promise) Error: session_expired
    at redirectToLogin (webpack-internal:///./lib/auth/redirect.ts:9:9)
```

## Contributing factors
1. The interceptor was written and reviewed as a straight port of the Nuxt `onError` hook, where refresh was somebody else's problem.
2. Tests used ballast fixtures with a token that never expires.
3. The refresh endpoint's 400 was treated exactly like "no refresh token".
4. No retry guard: a request that failed after refresh would have refreshed again (we never got there, but it was possible to loop).

## Options considered
- A: proactive refresh timer (refresh at 80% of token lifetime). Rejected as the only fix: tabs sleep, laptops resume from suspend with expired tokens, and the Nuxt tab and the Next tab would race each other anyway.
- B: move refresh into middleware.ts. Rejected: the Edge middleware can't set cookies for requests that are already in flight from the browser.
- C: single-flight refresh in the client interceptor + retry once. Chosen.

## The fix (PR #452)
One shared in-flight promise. Every 401 awaits the same refresh, then retries its own request exactly once; the refresh call itself is never retried and never intercepted.

```ts
let refreshing: Promise<void> | null = null;

function refreshOnce() {
  if (!refreshing) {
    refreshing = refreshSession().finally(() => { refreshing = null; });
  }
  return refreshing;
}

http.interceptors.response.use(undefined, async (error) => {
  const cfg = error.config as AxiosRequestConfig & { _retry?: boolean };
  if (error.response?.status !== 401 || cfg._retry || cfg.url?.startsWith('/auth/')) throw error;
  cfg._retry = true;
  await refreshOnce();   // queued behind the single refresh
  return http(cfg);      // retried once with the new token cookie
});
```

Additionally:
- Cross-tab: a Nuxt tab and a Next tab can still refresh at the same moment. The refresh endpoint now accepts the previous refresh token for 10 seconds after rotation (grace window, auth-service PR #88), and a successful refresh is announced on the ferry (`auth:refreshed`) so the other app skips its own.
- `invalid_grant` now triggers one re-read of the cookie and a second attempt before logout, because the other tab may have rotated it already.
- If the refresh really fails, we broadcast `auth:logout` on the ferry and redirect once (previously every failed request redirected, producing the flicker customers described).
- Ballast fixtures gained an expired-token scenario (`ballast:scenario expired-token`), and there is a Playwright test that fires eight parallel requests with an expired token and asserts exactly one POST /auth/refresh.

## Action items
- [x] single-flight refresh + `_retry` guard (PR #452)
- [x] grace window in auth-service (auth-service PR #88)
- [x] ferry messages `auth:refreshed`, `auth:logout`
- [x] Playwright test `auth-parallel-401.spec.ts`
- [ ] alert on POST /auth/refresh 400 rate > 5/min (ops ticket OPS-771)
- [ ] revisit after next-auth trial, which does its own refresh in the jwt callback
"""

TZ_PM = """# Post-mortem PM-2026-01: pickup (ready) dates one day early for bookings made just after midnight

Authors: Magnus L., Ole T. Severity: SEV-3 (wrong dates sent to hauliers for 63 bookings).

## Summary
For two weeks after the BookingWizard moved to Next, bookings created between 00:00 and 01:00 (02:00 in summer time) Oslo time had their cargo ready date one day earlier than what the customer picked, and some night-shift customers also saw "Ready date must be today or later" when picking today. Hauliers showed up a day early at two warehouses in Drammen.

## Detection
Warehouse in Drammen called customer service; CS found the booking confirmation PDF said 2026-01-13 while the customer insisted on 2026-01-14. A query over bookings with `created_at` local hour 0-1 showed 63 affected bookings.

## Root cause 1: "today" computed on the server in UTC
`app/(portal)/bookings/new/page.tsx` computed the default ready date and the zod `min` in the server component:

```ts
const today = dayjs().format('YYYY-MM-DD');   // server runs in UTC (container TZ unset)
return <BookingWizard defaultReadyDate={today} minReadyDate={today} />;
```

At 00:30 in Oslo (CET, UTC+1) it is 23:30 UTC on the previous day, so `today` was yesterday. The Nuxt version computed it in the browser, where the timezone is the customer's.

## Root cause 2: toISOString() on date-only values
The DatePicker onChange did:
```ts
onChange={(v) => field.onChange(v?.toDate().toISOString().slice(0, 10))}
```
`dayjs('2026-01-14')` is local midnight; `toISOString()` converts to UTC, `2026-01-13T23:00:00.000Z`, and the slice keeps `2026-01-13`. This hits every customer whose clock is ahead of UTC, which for us is all of them (Norway, Sweden, Denmark, Germany). It stayed hidden because booking-api "fixed" it by adding one day when `readyDate < today` (an old Vue-era workaround, `normalizeReadyDate()`). Combined with root cause 1, the workaround only failed around midnight, which is why only night bookings were wrong.

Stack of the validation error some night users got:
```
ZodError: [
  { "code": "too_small", "path": ["readyDate"], "message": "Ready date must be today or later" }
]
    at get error (webpack-internal:///./node_modules/zod/lib/types.js:43:31)
    at zodResolver (webpack-internal:///./node_modules/@hookform/resolvers/zod/dist/zod.mjs:1:1205)
```

## Fix (PR #428, booking-api PR #311)
Rule adopted for the whole portal: **date-only values are calendar strings `YYYY-MM-DD`, never Date objects, never ISO timestamps.**

```ts
// utils/dates.ts
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
dayjs.extend(utc); dayjs.extend(timezone);

export const OSLO = 'Europe/Oslo';
export const todayInOslo = () => dayjs().tz(OSLO).format('YYYY-MM-DD');
export const toDateString = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);
```

- "today" / minimum ready date is computed with `todayInOslo()`; it is the business date of the origin warehouse, and all our origin warehouses are in Norway. (For the planned Gothenburg depot it needs the origin port's timezone; tracked in FJ-1402.)
- The DatePicker boundary uses `toDateString(v)` (`format`, never `toISOString`).
- The server component passes the string; the client doesn't recompute it, so no hydration difference.
- booking-api removed `normalizeReadyDate()`; it now rejects `readyDate` in the past relative to Europe/Oslo with 422, which shows up as a field error (see the 422 note).
- `TZ=UTC` is now set explicitly in the Dockerfile so nobody relies on the container default, and a unit test runs the wizard with `TZ=Pacific/Kiritimati` and `TZ=America/Los_Angeles`.

## Data correction
The 63 bookings were corrected by CS after confirming with each customer; hauliers got updated orders via the EDI IFTMIN resend.

## Lessons
- Porting a page from client-rendered Vue to a server component moves "now" to another machine. Grep for `dayjs()` / `new Date()` in server components during review.
- Backend workarounds hide frontend bugs; remove them when the cause is fixed.
"""

DOUBLE_PM = """# Post-mortem PM-2026-03: duplicate bookings from BookingWizard after the React cutover

Authors: Kari H., Sindre B. Severity: SEV-2 (duplicate bookings reached carriers).

## Summary
In the first ten days after /bookings/new was served by Next, 112 duplicate bookings were created (same customer, same route, same cargo, created within 3 seconds of each other). 19 of them were sent to carriers via EDI before ops cancelled them, and two carriers charged cancellation fees.

## Why it happened
Three independent problems stacked up.

### 1. The submit button never stayed disabled
```tsx
const onSubmit = (values: BookingInput) => {
  createBooking.mutate(values);   // fire and forget
};
<Button type="submit" disabled={formState.isSubmitting}>Confirm booking</Button>
```
react-hook-form sets `isSubmitting` only for as long as the promise returned by the submit handler is pending. `mutate` returns void, so `isSubmitting` flipped back to false in the same tick; a double click (very common on the warehouse touch screens) sent two POSTs. In Vue, `:loading="saving"` was bound to a flag the action set before the request and cleared after it.

### 2. StrictMode double effect in the "book from quote" flow
`/bookings/new?fromQuote=Q-88213&autosubmit=1` (used by the quote email "Book now" button) submitted in an effect:
```tsx
useEffect(() => { if (autosubmit) handleSubmit(onSubmit)(); }, [autosubmit]);
```
In development StrictMode runs effects twice, which we noticed; in production it ran once, but the page also re-mounted after the zustand draft rehydration changed the key of the wizard, so it submitted twice in production too.

### 3. No idempotency on POST /api/bookings
The Nuxt app had a server-side lock per session in the old BFF that nobody remembered. The Next route handler proxied straight to booking-api.

Server log excerpt:
```
2026-03-02T07:41:12.118Z INFO  booking-api  POST /bookings 201 customer=C-20391 ref=FJB-2603-01187 412ms
2026-03-02T07:41:12.391Z INFO  booking-api  POST /bookings 201 customer=C-20391 ref=FJB-2603-01188 398ms
2026-03-02T07:41:13.020Z WARN  edi-out      IFTMIN sent twice for consignment hash 7f3a9c (refs FJB-2603-01187, FJB-2603-01188)
```

## Fix (PR #481, booking-api PR #322)

### Submit handler returns the promise
```tsx
const onSubmit = async (values: BookingInput) => {
  await createBooking.mutateAsync({ values, idempotencyKey: idemKey.current });
};
```
Now `isSubmitting` stays true for the whole request and the button is disabled. We also set `disabled` on the button while `createBooking.isPending` for the autosubmit path.

### Autosubmit guarded by a ref
```tsx
const submitted = useRef(false);
useEffect(() => {
  if (autosubmit && !submitted.current) { submitted.current = true; handleSubmit(onSubmit)(); }
}, [autosubmit]);
```
and the wizard key no longer changes on rehydration.

### Idempotency-Key header
booking-api now honours `Idempotency-Key` on POST /bookings (stored 24 h, keyed per customer). Same key + same payload hash returns the original 201 response; same key + different payload returns `409 {"error":"idempotency_key_reused","message":"Idempotency-Key reused with different payload"}`.

How the key is generated and reset in the wizard:
- generated with `crypto.randomUUID()` when the user reaches the confirm step (step 4), not on mount: a user who goes back and changes cargo before ever confirming should not carry an old key around;
- kept in a `useRef` and mirrored into the draft store so that a page reload during a slow request reuses it;
- reused for every retry of the same submission (network error, timeout, 5xx);
- reset (new UUID) only after a successful 201, or when any field changes after a failed attempt (we subscribe with `watch()` and regenerate on the first change after an error), because the payload is different then and the backend would answer 409;
- the 409 is shown as "This booking was changed after a failed attempt, please confirm again" and regenerates the key.

## Verification
- Playwright: double click and triple click on Confirm -> exactly one POST with the header, one booking.
- Chaos test: booking-api delayed 8 s, user reloads during the request -> the retry after reload returns the original booking.
- Production: duplicates per day dropped from ~11 to 0 in the week after the fix.

## Action items
- [x] mutateAsync in all form submit handlers (lint rule `fj/no-void-submit`)
- [x] Idempotency-Key for POST /bookings and POST /quotes/{id}/accept
- [ ] EDI out: reject identical consignment hash within 60 s (edi team, EDI-219)
"""

CHEATSHEET = """# Vuetify 2.7 -> MUI 5 component cheat sheet (booking-portal)

Living document, maintained by the portal squad. The left column is what you find in the Nuxt templates, the right column is what we use in the Next app. "Gotcha" lines are things that bit somebody at least once. For forms see the validation notes; for tables see QuoteTable / QuoteTableLite.

## Layout
- `v-app` -> nothing; `CssBaseline` + the root layout. `v-main` -> `<Box component="main" sx={{ flexGrow: 1 }}>`.
- `v-container` -> `Container maxWidth="lg"`; `fluid` -> `maxWidth={false}`.
- `v-row` / `v-col cols="12" md="6"` -> `Grid2 container spacing={2}` / `Grid2 xs={12} md={6}` (import `Unstable_Grid2`). Vuetify's 12-column model is the same; `no-gutters` -> `spacing={0}`. Gotcha: `v-col` without cols auto-fills; in Grid2 use `xs` (boolean) for auto-grow.
- `v-spacer` -> `<Box sx={{ flexGrow: 1 }} />`.
- `v-app-bar app dense` -> `AppBar position="sticky"` + `Toolbar variant="dense"`.
- `v-navigation-drawer app` -> `Drawer variant="permanent"` on desktop, `temporary` on mobile (useMediaQuery(theme.breakpoints.down('md'))).
- `v-divider vertical` -> `Divider orientation="vertical" flexItem`.

## Buttons and toggles
- `v-btn color="primary"` -> `Button variant="contained"`; `text` -> `variant="text"`; `outlined` -> `variant="outlined"`; `icon` -> `IconButton`; `:loading` -> `@mui/lab` `LoadingButton loading`. Gotcha: `v-btn :to` -> `component={Link} href=...`.
- `v-btn-toggle mandatory` -> `ToggleButtonGroup exclusive` and ignore `null` in onChange (MUI lets the user deselect).
- `v-chip` -> `Chip`; `small` -> `size="small"`; `label` -> `sx={{ borderRadius: 1 }}`; `close` -> `onDelete`.
- `v-chip-group` -> there is no ChipGroup in MUI. For a single choice we use `ToggleButtonGroup` styled as chips (`exclusive`, `size="small"`); for `multiple` we render a `Stack direction="row" flexWrap="wrap" gap={1}` of `Chip`s with `variant={selected ? 'filled' : 'outlined'}` and `onClick` toggling a Set. `column` -> `flexWrap="wrap"`; `mandatory` -> refuse the last deselect in the handler. Gotcha: Chips in a Stack have no roving tabindex; add `role="group"` + `aria-pressed` for a11y.
- `v-switch` / `v-checkbox` -> `FormControlLabel control={<Switch/>}` / `<Checkbox/>`; `:input-value` -> `checked`.
- `v-radio-group row` -> `RadioGroup row`.

## Surfaces
- `v-card` / `v-card-title` / `v-card-text` / `v-card-actions` -> `Card` / `CardHeader` / `CardContent` / `CardActions`. `outlined` -> `variant="outlined"`; `elevation` -> same prop.
- `v-sheet` -> `Paper`.
- `v-expansion-panels` / `v-expansion-panel` -> one `Accordion` per panel with `AccordionSummary` + `AccordionDetails`. Gotcha, read this: MUI Accordions are independent by default, so Vuetify's `multiple` (several panels open at once) is simply the default MUI behaviour - do not add state for it. The Vuetify default (one panel at a time, "accordion mode") is the case that needs code: a controlled `expanded={open === id}` + `onChange={(_, isOpen) => setOpen(isOpen ? id : false)}` on every Accordion. `v-model` with an array of open indexes (used on the booking summary page to open "Cargo" and "Parties" by default) -> `defaultExpanded` per Accordion, or controlled state with a Set if the page must open/close them programmatically. `focusable` -> nothing; `flat` -> `disableGutters elevation={0}`; `popout`/`inset` have no equivalent, we dropped them.
- `v-dialog` -> `Dialog` (see ConfirmDialog note for `persistent`). `fullscreen` -> `fullScreen`.
- `v-bottom-sheet` -> `Drawer anchor="bottom"`.
- `v-menu offset-y` -> `Menu` with `anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}`. Gotcha: `v-menu` with arbitrary content (not a list) -> `Popover`, not `Menu` (Menu steals focus to the first item).
- `v-tooltip bottom` -> `Tooltip placement="bottom"`; child must forward refs.
- `v-overlay` -> `Backdrop open`.

## Lists and navigation
- `v-list dense` -> `List dense`; `v-list-item` -> `ListItemButton` (if clickable) or `ListItem`; `v-list-item-title` -> `ListItemText primary`.
- `v-tabs` + `v-tab-item` -> `Tabs` + `Tab` + render the panel yourself (or `@mui/lab` `TabContext`/`TabPanel`). `v-tabs :to` (router tabs) -> `Tab component={Link}` and derive value from pathname.
- `v-breadcrumbs` -> `Breadcrumbs` with `Link`s.
- `v-pagination` -> `Pagination` (1-based like Vuetify, unlike DataGrid).
- `v-stepper` -> `Stepper` (see BookingWizard notes).
- `v-treeview` -> `@mui/x-tree-view` `SimpleTreeView` (we only use it on the customs HS tree).

## Inputs
- `v-text-field outlined dense` -> `TextField size="small"` (outlined is the MUI default). `hint` + `persistent-hint` -> `helperText`. `prepend-inner-icon` -> `InputProps={{ startAdornment: <InputAdornment position="start">...}}`. `clearable` -> no prop; add an end adornment IconButton.
- `v-textarea auto-grow` -> `TextField multiline minRows={3}`.
- `v-select` -> `TextField select` with `MenuItem`s; `item-text`/`item-value` -> map yourself. `multiple chips` -> `Select multiple renderValue`.
- `v-autocomplete` -> `Autocomplete` (see PortSelect). `v-combobox` -> `Autocomplete freeSolo`.
- `v-file-input` -> hidden `<input type="file">` + `Button component="label"`.
- `v-slider` -> `Slider`; `thumb-label` -> `valueLabelDisplay="auto"`.

## Feedback
- `v-alert type="warning" dense text` -> `Alert severity="warning" variant="outlined"`.
- `v-snackbar` -> see SnackbarQueue note (notistack trial).
- `v-progress-linear indeterminate` -> `LinearProgress`; `v-progress-circular` -> `CircularProgress`.
- `v-skeleton-loader type="table"` -> a few `Skeleton` rows; there is no "type" presets.
- `v-badge` -> `Badge badgeContent`.

## Misc
- `v-icon` (mdi) -> `@mui/icons-material`; a few mdi icons have no MUI counterpart (`mdi-ferry` -> `DirectionsBoat`, `mdi-truck-delivery` -> `LocalShipping`, `mdi-anchor` -> `Anchor`).
- `v-virtual-scroll` -> `react-window` FixedSizeList.
- `v-lazy` -> IntersectionObserver hook `useInView`.
- `v-img` -> `next/image`.
- Vuetify breakpoints (`$vuetify.breakpoint.mdAndUp`) -> `useMediaQuery(theme.breakpoints.up('md'))`; note SSR returns false first, pass `{ noSsr: true }` only in client-only widgets.
"""

ENTRIES = [
dict(key="refresh_postmortem",
 title="Post-mortem PM-2026-02: refresh-token stampede (parallel 401s) after /quotes cutover",
 body=REFRESH_PM, project=BP, branches=ALL_BP, applies_to={"axios": "^1"},
 asset_type="plugin", assets=["plugins/axios.js", "lib/http.ts"], status="verified",
 conditions="Axios client with rotating refresh tokens and cookie session.",
 source="post-mortem PM-2026-02; PR #452", updated_at="2026-02-09"),
dict(key="tz_postmortem",
 title="Post-mortem PM-2026-01: ready dates one day early (UTC 'today' on the server, toISOString on dates)",
 body=TZ_PM, project=BP, branches=["*"], applies_to={"dayjs": "^1"},
 asset_type="component", assets=["BookingWizard", "DateRangePicker"], status="verified",
 source="post-mortem PM-2026-01; PR #428", updated_at="2026-01-23"),
dict(key="double_submit_pm",
 title="Post-mortem PM-2026-03: duplicate bookings from BookingWizard (isSubmitting, StrictMode, Idempotency-Key)",
 body=DOUBLE_PM, project=BP, branches=MAIN_FEAT, applies_to={"react-hook-form": "^7", "react": ">=18"},
 asset_type="component", assets=["BookingWizard"], status="verified",
 source="post-mortem PM-2026-03; PR #481", updated_at="2026-03-12"),
dict(key="vuetify_mui_cheatsheet",
 title="Vuetify 2.7 -> MUI 5 component cheat sheet",
 body=CHEATSHEET, project=BP, branches=MAIN_FEAT, applies_to={"vuetify": "^2.6", "@mui/material": "^5"},
 asset_type="component", assets=["v-expansion-panels", "v-chip-group", "v-btn-toggle", "v-menu"], status="verified",
 source="wiki: Migration/Vuetify-to-MUI", updated_at="2026-03-01"),
]
