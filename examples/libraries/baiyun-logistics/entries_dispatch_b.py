"""by-dispatch (调度台) entries, part B: router, directives, composables, i18n, styles, build, tests."""
from common import E

P = "by-dispatch"
MN = ["main", "next/*"]
REL = ["release/2025.q4"]

ENTRIES = [

E("exp-dsp-029", project=P, asset_type="store", status="verified",
  title="Global createPinia() -> per-request makeStore() + StoreProvider (no module-level store in app router)",
  assets=["createPinia"], branches=["*"],
  applies_to={"next": "^14", "react-redux": "^9"},
  conditions="Setting up Redux in the Next 14 app router of the dispatch console.",
  source="PR by-dispatch#201", updated_at="2025-03-20",
  body="""
## Why
The Vue console created one Pinia instance in `main.ts`. In the Next app router a module-level store is shared across server requests.

## What changed
- `makeStore()` factory; `StoreProvider` ('use client') creates it once with `useRef`.
- `setupListeners(store.dispatch)` in a provider effect.
- Never `export const store = configureStore(...)`.

## How to verify
Two users in parallel on staging never see each other's filters; no store import in server components.

## Caveats
Typed hooks (`useAppSelector`, `useAppDispatch`) come from `lib/hooks.ts`, not from the store module.
"""),

E("exp-dsp-030", project=P, asset_type="router", status="verified",
  title="router.beforeEach auth guard -> Next middleware.ts cookie check + layout role checks",
  assets=["router.beforeEach"], branches=["*"],
  applies_to={"next": ">=14", "vue-router": "^4"},
  conditions="Authentication redirects in the dispatch console.",
  counter_conditions="Role / permission checks do not belong in middleware (edge runtime, no DB).",
  source="PR by-dispatch#202", updated_at="2025-03-21",
  body="""
## Why
`router.beforeEach(to => !auth.token && to.meta.requiresAuth ? { path: '/login', query: { redirect: to.fullPath } } : true)`.

## What changed
- `middleware.ts` with `matcher: ['/((?!_next|api/health|login).*)']`, checking the `by_session` cookie and returning `NextResponse.redirect(new URL('/login?redirect=' + encodeURIComponent(pathname), req.url))`.
- Role checks live in `app/(console)/layout.tsx` (server component) with `getSession()`.

## How to verify
Delete the cookie, open `/waybills?status=40` -> login, then back to the same URL.

## Caveats
Middleware also runs for prefetches; keep it cheap.
"""),

E("exp-dsp-031", project=P, asset_type="directive", status="verified",
  title="v-permission + route meta.permission -> <Can perm> component and server-side layout checks",
  assets=["v-permission"], branches=["*"],
  applies_to={"next": "^14"},
  conditions="Hiding actions (改派, 取消, 赔付) and pages by dispatcher role.",
  source="PR by-dispatch#213", updated_at="2025-04-05",
  body="""
## Why
`v-permission="'waybill:reassign'"` (Vue 3 directive, `mounted` hook) removed the element when the dispatcher lacked the permission; routes had `meta.permission`.

## What changed
- `<Can perm="waybill:reassign">...</Can>` reading permissions from `useGetMeQuery()`; renders nothing while loading.
- Page-level `meta.permission` -> a check in the route's `layout.tsx` server component via `getSession()` and `notFound()`.

## How to verify
Log in as 调度员 (no 改派 permission): the 改派 button is absent; opening `/settlement` gives 404.

## Caveats
Hiding is UX only; the API enforces permissions.
"""),

E("exp-dsp-032", project=P, asset_type="router", status="verified",
  title="router.push({ query }) filter sync -> useSearchParams + router.replace; 'should be wrapped in a suspense boundary' build error",
  assets=["router.push", "useRoute"], branches=["*"],
  applies_to={"next": ">=14.1 <15", "vue-router": "^4"},
  conditions="URL-synced filters in dispatch console pages (Next >= 14.1).",
  source="PR by-dispatch#208", updated_at="2025-03-30",
  body="""
## Why
Vue pages kept filters in the URL: `router.push({ query: { ...route.query, status } })` and `watch(() => route.query, load)`.

## What changed
- `useSearchParams()` + `router.replace(pathname + '?' + qs, { scroll: false })` from `next/navigation`.
- `next build` then failed: `useSearchParams() should be wrapped in a suspense boundary at page "/waybills"` (Missing Suspense boundary with useSearchParams). The client filter component is now wrapped in `<Suspense fallback={<FilterSkeleton />}>` in `page.tsx`.

## How to verify
`next build` passes; changing a filter updates the URL without scrolling to top; back button restores the previous filter.

## Caveats
Alternatively read `searchParams` in the page (server) and pass them down, which also avoids the boundary.
"""),

E("exp-dsp-033", project=P, asset_type="router", status="review_required",
  title="keep-alive multi-tab workspace -> Next app router: URL filters, scroll/draft persistence, TabHost for the board (proposal)",
  assets=["keep-alive", "TabsView"], branches=MN,
  applies_to={"next": "^14"},
  conditions="The dispatch console's in-app tabs (运单列表, 看板, 异常件) on main / next/*.",
  counter_conditions="Not validated on release/2025.q4, which keeps the Vue workspace for these pages.",
  source="PR by-dispatch#244 (review)", updated_at="2025-05-16",
  body="""
## Why
The Vue console has a multi-tab workspace (browser-like tabs inside the app):
`<router-view v-slot="{ Component }"><keep-alive :include="cachedViews"><component :is="Component" /></keep-alive></router-view>`.
Dispatchers keep 运单列表, 看板 and 异常件 open and switch between them; filters, scroll position and half-filled forms survive switching. The Next app router unmounts the page on navigation; there is no keep-alive.

## What changed (proposal, partially shipped on next/*)
Options evaluated:
1. Parallel routes / layouts: state in a layout survives navigation between child pages, but the page components themselves unmount. Not enough for half-filled forms.
2. Keep all tab pages mounted in one client shell and toggle `display: none` (`<TabHost>`); navigation only updates the URL with `window.history.pushState`, which integrates with the Next 14.1+ router. Works, but memory grows with each tab; the 看板 tab alone is ~80 MB.
3. Persist view state per tab: filters live in the URL (already), the scroll position is saved in `sessionStorage` keyed by tab id on unmount and restored after data loads, form drafts go to a `draftsSlice` on change (debounced).
We ship (3) for list pages and (2) only for 看板, which is expensive to rebuild.

### RTK Query cache and tab switching
Because pages unmount, their subscriptions go away; after `keepUnusedDataFor` (default 60 s) the data is dropped and the tab shows a spinner on return. `keepUnusedDataFor: 600` on list endpoints makes returning instant, with `refetchOnMountOrArgChange: 30` for freshness.

### Scroll restoration detail
`scroll: false` on `router.replace` for filter changes; on tab return, restore in `useLayoutEffect` after `isSuccess` to avoid a visible jump.

## How to verify
Open 运单列表, filter 派送中, scroll to row 150, type a half 异常件 note, switch to 看板 and back -> same filter, scroll and draft.

## Caveats (why review_required)
- (2) breaks `usePathname()`-based highlighting inside hidden tabs; not resolved.
- Memory budget for dispatcher PCs (8 GB) not agreed with ops.
- Not validated on release/2025.q4.
"""),

E("exp-dsp-034", project=P, asset_type="router", status="verified",
  title="Dynamic route /waybill/:id (props: true) -> app/(console)/waybill/[no]/page.tsx, useParams, route helpers",
  assets=["router.push", "useRoute"], branches=["*"],
  applies_to={"next": "^14"},
  conditions="Detail pages with path parameters in the dispatch console.",
  source="PR by-dispatch#205", updated_at="2025-03-25",
  body="""
## Why
vue-router had `{ path: '/waybill/:id', name: 'waybill-detail', props: true }` and `router.push({ name: 'waybill-detail', params: { id } })`.

## What changed
- `app/(console)/waybill/[no]/page.tsx` receives `params.no`; `generateMetadata` sets the tab title 运单 BY....
- Client components use `useParams()`.
- Named routes do not exist: `routes.ts` helpers like `waybillDetail(no)` build paths.

## How to verify
Open `/waybill/BY123456789012` directly and from the list.

## Caveats
Validate `params.no` format in the page and call `notFound()` early.
"""),

E("exp-dsp-035", project=P, asset_type="directive", status="verified",
  title="v-track (dispatch, Vue 3 directive) -> useTrack + TrackExpose client components, RouteTracker, sendBeacon",
  assets=["v-track"], branches=["*"],
  applies_to={"vue": "^3.3", "next": "^14"},
  conditions="Click / exposure / page-view tracking (埋点) in the dispatch console.",
  counter_conditions="Not for the driver app's v-track (Vue 2 hooks, BYBridge.track batching).",
  source="PR by-dispatch#222", updated_at="2025-04-15",
  body="""
## Why
The console's `v-track` directive (Vue 3 `mounted` / `unmounted`, `binding.value = { event, props }`, `binding.instance` to read the route name) reported clicks and exposures; page views came from `router.afterEach`.

## What changed
- `useTrack()` and `<TrackExpose>` in a `'use client'` module (IntersectionObserver, threshold 0.5, once per mount).
- Page views: `<RouteTracker />` in the console layout, using `usePathname()` + `useSearchParams()` and wrapped in `<Suspense>`.
- Reporting: batched every 5 s and on `pagehide` with `navigator.sendBeacon('/t', blob)`.

## How to verify
Staging tracking debugger shows `dispatch_board_drag` and `waybill_table_expose` with the same props as the Vue console.

## Caveats
Event names unchanged (team convention). Never call the tracker during SSR.
"""),

E("exp-dsp-036", project=P, asset_type="directive", status="verified",
  title="v-copy (copy 运单号) -> antd 5 Typography copyable + clipboard fallback for http intranet depots",
  assets=["v-copy"], branches=MN,
  applies_to={"antd": ">=5 <6"},
  conditions="Copying 运单号 / phone numbers in the dispatch console on antd 5.",
  source="PR by-dispatch#220", updated_at="2025-04-12",
  body="""
## Why
`v-copy="waybillNo"` (a directive on top of clipboard.js) copied the 运单号 on click and showed 已复制.

## What changed
- Inline values: `<Typography.Text copyable={{ text: no, tooltips: ['复制', '已复制'] }}>{no}</Typography.Text>`.
- Buttons: `copyText(no)` using `navigator.clipboard.writeText`, falling back to a hidden textarea + `document.execCommand('copy')`: the clipboard API needs a secure context, and two depots still open the console over `http://dispatch.intra`.

## How to verify
Click the copy icon in the table -> paste gives the raw 运单号; works on the http depot host.

## Caveats
Do not copy the formatted (space-grouped) number.
"""),

E("exp-dsp-037", project=P, asset_type="mixin", status="verified",
  title="useTableQuery composable -> useTableQuery hook returning antd Table props (RTK Query + URL sync)",
  assets=["useTableQuery"], branches=MN,
  applies_to={"@reduxjs/toolkit": "^2", "antd": ">=5"},
  conditions="Server-paginated tables in the dispatch console on antd 5.",
  source="PR by-dispatch#227", updated_at="2025-04-22",
  body="""
## Why
The `useTableQuery(fetcher)` composable returned reactive `{ data, loading, pagination, onChange }` for `a-table`.

## What changed
`useTableQuery(useListXQuery, baseParams)` returns `{ dataSource, loading, pagination: { current, pageSize, total, showSizeChanger: true }, onChange }` ready to spread onto `<Table>`; page / size / sorter live in the URL.

## How to verify
Trailer, driver and 异常件 tables page and sort identically; browser back restores the page.

## Caveats
`loading` maps to `isFetching` so refetches show the spinner.
"""),

E("exp-dsp-038", project=P, asset_type="mixin", status="verified",
  title="useWebSocket composable -> RTK Query streaming (onCacheEntryAdded): reconnect, BY-DSP-5102 token refresh, strict mode, batching",
  assets=["useWebSocket"], branches=["*"],
  applies_to={"@reduxjs/toolkit": "^2"},
  conditions="Live dispatch events (new 揽收, positions, 异常件, 签收) in the dispatch console.",
  counter_conditions="Not for the driver app (pushes arrive through BYBridge events).",
  source="PR by-dispatch#231", updated_at="2025-05-02",
  body="""
## Why
`composables/useWebSocket.ts` kept a socket to `wss://dispatch-ws.baiyun56.com` for live events: new 运单 from 揽收, driver position pings, 异常件 raised, 签收 done. It pushed into Pinia stores directly and reconnected with a fixed 3 s delay. Auth was the session token in the query string.

## What changed
- The socket lives in an RTK Query streaming update: a `getBoardEvents` endpoint with `queryFn: () => ({ data: [] })` and `onCacheEntryAdded(arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch, getState })`. The socket opens when the first component subscribes and closes when the last one unsubscribes (`await cacheEntryRemoved; ws.close()`).
- Events patch other caches: `dispatch(boardApi.util.updateQueryData('getBoard', date, draft => applyEvent(draft, evt)))`; 异常件 events increment the badge through a small slice.
- Reconnect with exponential backoff 1 s -> 30 s plus jitter, resuming with `?since=<lastEventId>` so missed events are replayed (the server keeps 10 minutes).

### BY-DSP-5102
The server closes with code 4401 and reason `BY-DSP-5102 ws token expired` when the session token in the URL expires (tokens rotate every 30 minutes; the Vue app reloaded pages often enough to hide this). With the naive reconnect the client looped: reconnect with the same expired token -> immediate close -> reconnect. Fix:
1. On close code 4401 / a reason starting with `BY-DSP-5102`, do not reconnect immediately; run `dispatch(authApi.endpoints.refreshSession.initiate())`, then reconnect with the new token.
2. The token is read at connect time from `getState().auth.wsToken`, not captured in the closure when `onCacheEntryAdded` starts.
3. If the refresh fails (401), dispatch `sessionExpired()` -> global modal 登录已过期.

### Strict mode double mount
React 18 dev strict mode mounts, unmounts and remounts. Because the socket is tied to the cache entry, not to a component effect, there is only one socket. The Vue composable pattern ported as `useEffect(() => { const ws = new WebSocket(...) }, [])` opened two sockets in dev and applied each event twice.

### Backpressure
During 早高峰 up to 50 events/s arrive. Events are buffered and applied every 250 ms in one `updateQueryData` call to avoid 50 renders per second.

## How to verify
- Staging with token TTL 2 min: after expiry the socket reconnects once with a new token; no reconnect loop in the Network panel.
- Kill the ws server for 20 s; after restart the missed 签收 events appear on the board.

## Caveats
- Use the endpoint only in client components.
- Never put the WebSocket object into Redux state (non-serializable).
"""),

E("exp-dsp-039", project=P, asset_type="filter", status="verified",
  title="（Vue 3 时代）$filters.money 全局方法迁移为 formatMoney 纯函数（分 -> 元）",
  assets=["$filters.money"], branches=["*"],
  applies_to={"vue": "^3.3"},
  conditions="调度台模板里用 `$filters.money` / `$filters.weight` 显示运费、重量的地方。",
  counter_conditions="司机端的 `| formatWeight` 过滤器是另一套（Vue 2），不适用。",
  source="wiki: 调度台迁移手册/全局方法", updated_at="2024-12-05",
  body="""
## 背景
Vue 3 去掉了 filters，调度台在 `app.config.globalProperties.$filters = { money, weight, dateTime }` 里注册了全局方法，模板写 `{{ $filters.money(row.freight) }}`。运费后端单位为分。

## 做法
迁到 `lib/format.ts`：`formatMoney(fen) => '¥' + (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })`。表格里写 `render: v => formatMoney(v)`。它是纯函数、不依赖 window，服务端组件里也能直接用。

## 验证
`format.test.ts` 覆盖 0、负数（退款）、超过一亿。

## 注意
`toLocaleString` 在 Node 和浏览器的 ICU 数据不一致会导致 hydration 不一致；Node 18+ 默认 full-icu，容器镜像不要用 small-icu 的 Node。
"""),

E("exp-dsp-040", project=P, asset_type="i18n", status="verified",
  title="vue-i18n 9 -> next-intl 3: message syntax, server/client APIs, timeZone to avoid hydration mismatch",
  assets=["vue-i18n", "useI18n"], branches=["*"],
  applies_to={"next-intl": ">=3.4", "vue-i18n": "^9"},
  conditions="Console texts (zh-CN, en for HK partners) in the Next dispatch console.",
  counter_conditions="Not for the driver app (react-i18next).",
  source="PR by-dispatch#228", updated_at="2025-04-22",
  body="""
## Why
The Vue console used vue-i18n 9: `useI18n().t`, `$t`, `d()` for dates, pipe plurals (`'1 单 | {n} 单'`).

## What changed
- next-intl 3: `useTranslations('waybill')` in client components, `getTranslations` in server components.
- Messages migrated by script: `{name}` stays; pipe plurals -> ICU `{count, plural, one {# 单} other {# 单}}`.
- Dates: `useFormatter().dateTime(d, 'short')`. Without a configured time zone, next-intl logs `ENVIRONMENT_FALLBACK: There is no timeZone configured` and server (UTC container) and client (UTC+8) render different times -> hydration mismatch. `timeZone: 'Asia/Shanghai'` is set in `getRequestConfig` and on `NextIntlClientProvider`.

## How to verify
No ENVIRONMENT_FALLBACK warning; 签收时间 identical in SSR HTML and after hydration.

## Caveats
`now` for relative times must be passed from the server too.
"""),

E("exp-dsp-041", project=P, asset_type="i18n", status="verified",
  title="antd 5 zh_CN locale also needs dayjs/locale/zh-cn (DatePicker months in English otherwise)",
  assets=["ConfigProvider"], branches=MN,
  applies_to={"antd": ">=5 <6", "dayjs": "^1.11"},
  conditions="Chinese UI of antd 5 components in the dispatch console.",
  counter_conditions="release/2025.q4 (antd 4 + moment locale).",
  source="PR by-dispatch#210", updated_at="2025-04-02",
  body="""
## Why
After moving to antd 5 with `ConfigProvider locale={zhCN}`, DatePicker headers still showed Jan / Feb and weeks started on Sunday.

## What changed
In `providers.tsx` ('use client'): `import zhCN from 'antd/locale/zh_CN'`, `import 'dayjs/locale/zh-cn'`, `dayjs.locale('zh-cn')`.

## How to verify
RangePicker shows 一月, weeks start Monday.

## Caveats
Server components formatting dates with dayjs need the locale import as well.
"""),

E("exp-dsp-042", project=P, asset_type="i18n", status="verified",
  title="release/2025.q4: antd 4 zh_CN locale + moment zh-cn locale",
  assets=["ConfigProvider"], branches=REL,
  applies_to={"antd": "^4.24", "moment": "^2.29"},
  conditions="Frozen release/2025.q4 branch (antd 4.24, moment).",
  counter_conditions="antd 5 branches: dayjs locale instead.",
  source="PR by-dispatch#234 (release/2025.q4)", updated_at="2025-01-16",
  body="""
## Why
React pages on the frozen branch showed English DatePicker texts.

## What changed
`import zhCN from 'antd/lib/locale/zh_CN'`, `import 'moment/locale/zh-cn'`, `moment.locale('zh-cn')` in the client providers. Use `antd/lib/...` paths (not `antd/es/...`) to avoid the ESM issue on Next 14.1.

## How to verify
release build: 一月 in pickers, 确定 in Popconfirm.

## Caveats
Do not import the antd 5 `antd/locale/...` path on this branch; it does not exist in 4.24.
"""),

E("exp-dsp-043", project=P, asset_type="style", status="verified",
  title="<style scoped lang=\"less\"> + :deep() -> CSS Modules with :global(), tokens via theme.useToken",
  assets=["scoped styles", ":deep"], branches=["*"],
  applies_to={"ant-design-vue": "^3.2", "next": "^14"},
  conditions="Component styles of the dispatch console that override antd internals.",
  source="PR by-dispatch#204", updated_at="2025-03-24",
  body="""
## Why
Vue SFCs used `<style scoped lang="less">` with `:deep(.ant-table-cell) { padding: 6px }` and less variables.

## What changed
- `WaybillTable.module.css` with `.root :global(.ant-table-cell) { padding: 6px; }`.
- Less variables -> plain CSS values or, for dynamic values, `const { token } = theme.useToken()` in TSX.
- Next supports CSS Modules natively; less is not configured.

## How to verify
Visual diff of the 5 main pages against the Vue console within 2 px.

## Caveats
`:global` selectors leak if not nested under a local class; always prefix with `.root`.
"""),

E("exp-dsp-044", project=P, asset_type="style", status="verified",
  title="antd 5 in the Next app router: flash of unstyled content -> @ant-design/nextjs-registry AntdRegistry",
  assets=["ConfigProvider", "layout.tsx"], branches=MN,
  applies_to={"antd": ">=5 <6", "next": ">=14"},
  conditions="antd 5 CSS-in-JS rendered by the Next 14 app router.",
  counter_conditions="antd 4.24 (release/2025.q4) uses static CSS; AntdRegistry is antd 5 only.",
  source="PR by-dispatch#203", updated_at="2025-03-22",
  body="""
## Why
On first load every page rendered unstyled for a moment and then snapped into the antd look (FOUC): antd 5's CSS-in-JS styles were generated only on the client.

## What changed
`import { AntdRegistry } from '@ant-design/nextjs-registry'` in `app/layout.tsx`: `<AntdRegistry><Providers>{children}</Providers></AntdRegistry>`; the `ConfigProvider` theme sits inside the registry so themed styles are extracted during SSR.

## How to verify
Hard reload with "Disable cache" and network throttling: the first paint is already styled.

## Caveats
Do not wrap only some routes; put the registry in the root layout.
"""),

E("exp-dsp-045", project=P, asset_type="style", status="verified",
  title="release/2025.q4: antd 4 styles in Next via static antd.min.css import (no registry)",
  assets=["layout.tsx"], branches=REL,
  applies_to={"antd": "^4.24"},
  conditions="Frozen release/2025.q4 branch on antd 4.24.",
  counter_conditions="antd 5 branches: AntdRegistry.",
  source="PR by-dispatch#235 (release/2025.q4)", updated_at="2025-01-20",
  body="""
## Why
antd 4 ships precompiled CSS; React pages on the frozen branch had no antd styles at all.

## What changed
`import 'antd/dist/antd.min.css'` in `app/layout.tsx` (or `antd.variable.min.css` when the dynamic primary colour is used). No AntdRegistry, no babel-plugin-import.

## How to verify
release build: buttons and tables styled on first paint.

## Caveats
Global CSS import only in the root layout, otherwise Next errors on global CSS in components.
"""),

E("exp-dsp-046", project=P, asset_type="build", status="verified",
  title="vite server.proxy -> next.config rewrites (also active in production!)",
  assets=["vite.config.ts"], branches=["*"],
  applies_to={"next": "^14"},
  conditions="API gateway proxying in the dispatch console.",
  source="PR by-dispatch#202", updated_at="2025-03-21",
  body="""
## Why
`vite.config.ts` had `server.proxy: { '/api': { target: 'http://dispatch-gw.dev', changeOrigin: true, rewrite: stripApiPrefix } }`, dev only; nginx proxied in production.

## What changed
`next.config.mjs`: `async rewrites() { return [{ source: '/api/:path*', destination: process.env.GATEWAY_URL + '/:path*' }] }`.

## How to verify
`/api/waybills` reaches the gateway in dev and in the standalone container.

## Caveats
Unlike the Vite proxy, rewrites run in production too; `GATEWAY_URL` must be set per environment at build and runtime.
"""),

E("exp-dsp-047", project=P, asset_type="build", status="verified",
  title="release/2025.q4 (Next 14.1 + antd 4): 'Cannot use import statement outside a module' -> transpilePackages / antd/lib",
  assets=["next.config.mjs"], branches=REL,
  applies_to={"antd": "^4.24", "next": "^14"},
  conditions="Server rendering antd 4 components on the frozen branch.",
  counter_conditions="antd 5 branches do not need this.",
  source="PR by-dispatch#233 (release/2025.q4)", updated_at="2025-01-15",
  body="""
## Why
`next build` on release/2025.q4 failed with `SyntaxError: Cannot use import statement outside a module` from `antd/es/...` and `rc-*` packages during SSR.

## What changed
`transpilePackages: ['antd', '@ant-design/icons', 'rc-util', 'rc-pagination', 'rc-picker', 'rc-table']` in `next.config.mjs`; locale imports switched to `antd/lib/...`.

## How to verify
`next build` passes; pages render server-side.

## Caveats
Adding a new rc-* dependency may need another entry.
"""),

E("exp-dsp-048", project=P, asset_type="build", status="verified",
  title="nginx-served Vue SPA -> Next output: 'standalone' Docker image",
  assets=["Dockerfile"], branches=["*"],
  applies_to={"next": "^14"},
  conditions="Deploying the dispatch console.",
  source="PR by-dispatch#237", updated_at="2025-02-01",
  body="""
## Why
The Vue console was static files behind nginx.

## What changed
`output: 'standalone'`; the image copies `.next/standalone`, `.next/static` and `public`; `HOSTNAME=0.0.0.0 node server.js`; nginx reverse-proxies; health check `app/api/health/route.ts`.

## How to verify
Image < 200 MB; `/api/health` 200; static assets cached by nginx.

## Caveats
Forgetting to copy `.next/static` gives unstyled pages and 404 chunks.
"""),

E("exp-dsp-049", project=P, asset_type="build", status="verified",
  title="import.meta.env.VITE_* -> process.env.NEXT_PUBLIC_* (inlined at build time) in the dispatch console",
  assets=["import.meta.env", ".env"], branches=["*"],
  applies_to={"next": "^14"},
  conditions="Environment variables in the Next dispatch console.",
  counter_conditions="Not for by-driver (Vite H5: keep VITE_*).",
  source="PR by-dispatch#201", updated_at="2025-03-20",
  body="""
## Why
The Vue console read `import.meta.env.VITE_API_BASE`, `VITE_AMAP_KEY`; in Next these are undefined.

## What changed
- Client-visible values -> `NEXT_PUBLIC_API_BASE`, `NEXT_PUBLIC_AMAP_KEY`, read as `process.env.NEXT_PUBLIC_...` (inlined at build time).
- Server-only values without prefix (`GATEWAY_URL`, `SESSION_SECRET`), read in server code.

## How to verify
`grep -r import.meta.env app lib` is empty; staging image shows the staging AMap key.

## Caveats
Inlining means one image per environment for NEXT_PUBLIC_ values; values needed at runtime must come from the server (route handler or server component props).
"""),

E("exp-dsp-050", project=P, asset_type="test", status="verified",
  title="vitest + @vue/test-utils -> jest 29 (next/jest) + Testing Library + msw 2 for RTK Query components",
  assets=["@vue/test-utils", "WaybillTable.spec.ts"], branches=["*"],
  applies_to={"jest": "^29", "msw": "^2"},
  conditions="Unit tests of dispatch console components that fetch through RTK Query.",
  source="PR by-dispatch#242", updated_at="2025-05-06",
  body="""
## Why
Vue components were tested with vitest + `@vue/test-utils` and a mocked Pinia.

## What changed
- jest 29 via `next/jest`, `@testing-library/react`, msw 2 handlers: `http.get('/api/waybills', () => HttpResponse.json(fixture))`.
- Each test renders with a fresh `makeStore()`; `await screen.findByText('BY123456789012')`.
- msw 2 under jest needs the `jest-fixed-jsdom` environment (TextEncoder, fetch, streams).

## How to verify
`pnpm test` green; no "fetch is not defined".

## Caveats
Reset between tests with `store.dispatch(waybillApi.util.resetApiState())` when reusing a store.
"""),

E("exp-dsp-051", project=P, asset_type="test", status="verified",
  title="Playwright E2E kept across the migration: preserve data-testid, run against Vue and Next builds",
  assets=["data-testid"], branches=["*"],
  applies_to={},
  conditions="End-to-end tests of the dispatch console during the migration.",
  source="PR by-dispatch#243", updated_at="2025-05-07",
  body="""
## Why
The Playwright suite (派单, 异常件, 回单审核) must guard the migration.

## What changed
React components keep the Vue `data-testid` values (`waybill-row-BY...`, `board-column-{driverId}`); the suite runs against both builds with `BASE_URL`.

## How to verify
Nightly job runs the suite against Vue and Next staging.

## Caveats
Do not select by `.ant-*` classes; they differ between ADV and antd.
"""),

E("exp-dsp-052", project=P, asset_type="router", status="deprecated",
  title="next/router useRouter + router.events (pages-router prototype) - superseded",
  assets=["router.afterEach", "NProgress"], branches=["*"],
  applies_to={"next": "^14"},
  conditions="Historical: 2024 pages-router prototype of the console.",
  counter_conditions="Do not use in the app router: next/router and router.events are not available there.",
  source="PR by-dispatch#150 (prototype)", updated_at="2024-08-30",
  body="""
## Why
The prototype mirrored `router.beforeEach` / `afterEach` + NProgress with `Router.events.on('routeChangeStart', NProgress.start)`.

## What changed
`import { useRouter } from 'next/router'` everywhere; top progress bar driven by router events.

## How to verify
Prototype only.

## Caveats
Superseded by the app router: `next/router` throws "NextRouter was not mounted" in app components and router events do not exist.
"""),

E("exp-dsp-053", project=P, asset_type="store", status="deprecated",
  title="Pinia -> zustand for the dispatch console (rejected in ADR-007)",
  assets=["useWaybillStore"], branches=["*"],
  applies_to={"pinia": "^2"},
  conditions="Historical: first migration plan.",
  counter_conditions="Do not use: the console standardized on Redux Toolkit 2 + RTK Query.",
  source="ADR by-dispatch/007", updated_at="2024-09-05",
  body="""
## Why
First plan: map each Pinia store 1:1 to a zustand store.

## What changed
Prototype of `useWaybillStore` in zustand with hand-written loading flags.

## How to verify
Prototype only.

## Caveats
Rejected: server-state caching and invalidation had to be rebuilt by hand; RTK Query chosen instead.
"""),

E("exp-dsp-054", project=P, asset_type="component", status="candidate",
  title="WaybillTable summary row (#summary slot) -> Table summary + Table.Summary fixed (check items)",
  assets=["WaybillTable"], branches=MN,
  applies_to={"antd": ">=5"},
  conditions="Totals (件数, 重量, 运费) under the 运单 table.",
  source="issue by-dispatch#247", updated_at="2025-05-18",
  body="""
## Why
The Vue table used ADV's `#summary` slot for page totals.

## What changed
Proposal: `summary={page => <Table.Summary fixed><Table.Summary.Row>...</Table.Summary.Row></Table.Summary>}`.

## How to verify (check items)
- [ ] Page totals vs server totals: label clearly which one is shown.
- [ ] Alignment with fixed left/right columns.
- [ ] Virtual mode: summary support not verified.
- [ ] Weight sums in grams, formatted once.

## Caveats
Not shipped.
"""),

E("exp-dsp-055", project=P, asset_type="component", status="verified",
  title="（Vue 时代笔记）ADV 3 表格 customRender 与 #bodyCell 插槽二选一，迁移时按列对照",
  assets=["WaybillTable", "customRender"], branches=["*"],
  applies_to={"vue": "^3.3", "ant-design-vue": "^3.2"},
  conditions="调度台 ADV 3 表格列渲染的写法梳理（迁移前盘点）。",
  source="wiki: 调度台迁移手册/表格", updated_at="2024-11-12",
  body="""
## 背景
ADV 3 的表格列有两种写法：`customRender: ({ text, record }) => h(StatusTag, { code: text })`，以及模板里的 `#bodyCell="{ column, record }"` 插槽。同一列两种都写时，插槽优先，customRender 被忽略，导致很多“改了不生效”的问题。

## 做法
迁移前先用脚本列出每个表格每一列实际生效的渲染方式，再统一改成 antd 的 `render`。`customRender` 返回 `{ children, props: { rowSpan } }` 的合并单元格写法，在 antd 里改成 `onCell`。

## 验证
盘点表（`docs/table-columns.csv`）覆盖调度台全部 23 个表格。

## 注意
这是 Vue 侧的盘点经验，不涉及 React 代码细节。
"""),

E("exp-dsp-056", project=P, asset_type="component", status="candidate",
  title="Hydration mismatch from relative times (3 分钟前) in the 签收时间 column (check items)",
  assets=["WaybillTable", "RelativeTime"], branches=["*"],
  applies_to={"next": "^14"},
  conditions="Relative or current-time based texts rendered by server components and hydrated on the client.",
  source="issue by-dispatch#245", updated_at="2025-05-15",
  body="""
## Why
The 签收时间 column shows 3 分钟前 computed with `dayjs().diff(...)`. The server renders seconds earlier than the client hydrates, and the text differs: "Hydration failed because the initial UI does not match what was rendered on the server".

## What changed
Proposal: render relative times only after mount (`useMounted()`), showing the absolute time during SSR.

## How to verify (check items)
- [ ] No hydration warning on the 运单 list with 200 rows.
- [ ] `suppressHydrationWarning` only on the single text element if used at all.
- [ ] Server and client both use Asia/Shanghai.
- [ ] Test in Safari (different Intl output).

## Caveats
Not shipped.
"""),

E("exp-dsp-057", project=P, asset_type="store", status="review_required",
  title="Global keepUnusedDataFor: 600 to make tab switches instant (memory / staleness not measured)",
  assets=["keep-alive", "waybillApi"], branches=MN,
  applies_to={"@reduxjs/toolkit": "^2"},
  conditions="Returning to a console tab shows a spinner because RTK Query dropped the unused cache.",
  counter_conditions="Do not raise it for position / board endpoints that poll.",
  source="PR by-dispatch#246 (review)", updated_at="2025-05-17",
  body="""
## Why
Without keep-alive, pages unmount on tab switch; after 60 s RTK Query drops unused data and returning shows a spinner.

## What changed
Proposal: `keepUnusedDataFor: 600` on the `createApi` level, `refetchOnMountOrArgChange: 30`.

## How to verify
Switch 运单列表 -> 看板 -> back after 2 minutes: no spinner, data refreshed in background.

## Caveats (why review_required)
Heap growth with many filter combinations not measured; stale data risk for 异常件 counts.
"""),

]
