"""by-driver (司机端) entries, part B: stores, router, plugins, i18n, styles, build, tests."""
from common import E

P = "by-driver"
MAIN_FEAT = ["main", "feat/react-h5"]

ENTRIES = [

E("exp-drv-029", project=P, asset_type="store", status="verified",
  title="Vuex task module -> zustand useTaskStore (entities + selectedId, bridge pushes, no persistence)",
  assets=["task", "useTaskStore"], branches=MAIN_FEAT,
  applies_to={"vuex": "^3.6", "zustand": ">=4.4"},
  conditions="by-driver task list / detail state on main and feat/react-h5 (zustand >= 4.4).",
  counter_conditions="Not for release/* (zustand 4.3.8: no useShallow, older store layout).",
  source="PR by-driver#430", updated_at="2025-04-03",
  body="""
## Why
`store/modules/task.js` (Vuex 3, namespaced) held the driver's task list per tab, the selected waybill, the counters and pending-action flags. Pages used `mapState('task', ...)`, `mapActions`, and mutations `SET_LIST` / `PATCH_WAYBILL`. The React H5 uses zustand 4, as agreed in the RFC (no Redux in the driver app).

## What changed
- `src/stores/task.ts` with `create<TaskState>()(devtools((set, get) => ({ ... })))`.
- State shape: `byTab: Record<TabKey, { ids: string[]; cursor?: string; loading: boolean }>`, `entities: Record<string, Waybill>`, `selectedId?: string`, `counters`.
- Actions: `refresh(tab)`, `loadMore(tab)`, `patchWaybill(no, patch)`, `select(no)`.
- Mutations are gone; actions call `set` with immutable updates.

### Keeping the selection across a refresh
In Vuex, `selected` held the waybill object itself. After `SET_LIST` that object was a stale copy and the detail popup kept showing the old status (e.g. still 派送中 after 签收 on another device). Now we store only `selectedId`; the detail reads `entities[selectedId]`. On `refresh(tab)` entities are merged (`{ ...entities, ...fresh }`) rather than replaced, so the selected waybill survives a refresh even if it moved to another tab (派送中 -> 已签收). The selection is cleared only when the server answers `410 BY-DRV-4100 waybill revoked`.

### Selectors
Components select primitives or use `useShallow` (see the zustand selector entry):
```ts
const ids = useTaskStore(s => s.byTab[tab].ids)
const { loading, cursor } = useTaskStore(useShallow(s => ({ loading: s.byTab[tab].loading, cursor: s.byTab[tab].cursor })))
```

### Outside React
The bridge push handler (`BYBridge.on('waybillUpdated')`) calls `useTaskStore.getState().patchWaybill(...)`; no hook needed. This replaces `store.commit('task/PATCH_WAYBILL')` in `bridge.js`.

### Persistence
The task store is deliberately not persisted (the auth store is). Restoring the list from cache led to 签收 on stale data in the Vue app.

## How to verify
- Open a waybill detail, sign it from a second phone: the first phone's detail switches to 已签收 after the push, without closing the popup.
- Pull to refresh on 派送中 while a detail is open: the detail stays open.

## Caveats
- devtools middleware only in dev (`enabled: import.meta.env.DEV`).
- Never call `set` inside a selector.
- release/* still uses zustand 4.3 and the older layout.
"""),

E("exp-drv-030", project=P, asset_type="store", status="verified",
  title="Vuex auth module + vuex-persistedstate -> zustand useAuthStore with persist over bridge storage",
  assets=["auth", "useAuthStore"], branches=["*"],
  applies_to={"zustand": "^4.3"},
  conditions="Driver login token / refresh token / profile in the by-driver H5.",
  counter_conditions="Not for the dispatch console (cookie session, Next middleware).",
  source="PR by-driver#409", updated_at="2025-03-14",
  body="""
## Why
The Vuex `auth` module kept token, refreshToken and the driver profile, persisted by `vuex-persistedstate` into `uni.setStorageSync`.

## What changed
- `useAuthStore` with the `persist` middleware: `name: 'by-auth'`, `storage: createJSONStorage(() => bridgeStorage)`, where `bridgeStorage` wraps `BYBridge.storage.get/set/remove` (async, backed by the keychain / keystore).
- `partialize: s => ({ token: s.token, refreshToken: s.refreshToken })`; the profile is refetched.
- Refresh on 401 inside `byFetch` with a single-flight promise so parallel requests wait for one refresh.

## How to verify
Log in, kill the app, reopen -> still logged in; token visible only in native storage, not in localStorage.

## Caveats
Bridge storage is async, so hydration is async: see the BY-DRV-4012 cold-start entry.
"""),

E("exp-drv-031", project=P, asset_type="store", status="verified",
  title="zustand object selectors + effect -> 'Maximum update depth exceeded'; use useShallow (zustand >= 4.4)",
  assets=["useTaskStore"], branches=MAIN_FEAT,
  applies_to={"zustand": ">=4.4.0 <5"},
  conditions="Components that select several fields from a zustand store as one object, on zustand 4.4+.",
  counter_conditions="zustand < 4.4 (release/*): `zustand/react/shallow` does not exist there; pass `shallow` as the equality function instead.",
  source="PR by-driver#431", updated_at="2025-04-04",
  body="""
## Why
After porting `mapState('task', ['loading', 'filter'])` to
`const { loading, filter } = useTaskStore(s => ({ loading: s.loading, filter: s.filter }))`
the filter bar re-rendered on every store change. Combined with
`useEffect(() => setFilter(normalize(filter)), [filter])` it looped: React threw "Maximum update depth exceeded".

## What changed
- `import { useShallow } from 'zustand/react/shallow'` and `useTaskStore(useShallow(s => ({ loading: s.loading, filter: s.filter })))`.
- Removed derived-state effects: `normalize(filter)` now runs inside the `setFilter` action, not in an effect.

## How to verify
React Profiler: the filter bar renders only when loading or filter changes; no console error when typing in the search box.

## Caveats
useShallow compares one level deep; nested objects still need stable references from the store.
"""),

E("exp-drv-032", project=P, asset_type="store", status="verified",
  title="zustand 4.3 on release/*: pass `shallow` as equalityFn for object selectors (no useShallow)",
  assets=["useTaskStore"], branches=["release/*"],
  applies_to={"zustand": ">=4.0.0 <4.4.0"},
  conditions="release/* builds of by-driver on zustand 4.3.x with object selectors.",
  counter_conditions="main / feat/react-h5 (zustand >= 4.4): use useShallow; this form logs a deprecation there.",
  source="PR by-driver#448 (release/3.8)", updated_at="2025-04-15",
  body="""
## Why
Same render loop on the release/3.8 task list ("Maximum update depth exceeded" from an object selector plus an effect), but `import { useShallow } from 'zustand/react/shallow'` fails the build: `Missing "./react/shallow" specifier in "zustand" package`.

## What changed
```ts
import { shallow } from 'zustand/shallow'
const { loading, filter } = useTaskStore(s => ({ loading: s.loading, filter: s.filter }), shallow)
```
Derived-state effect removed as on main.

## How to verify
release build: typing in the filter no longer loops; Profiler shows no extra renders.

## Caveats
When release/* is rebased onto zustand 4.5 this form logs "Use `createWithEqualityFn` instead of `create`"; switch to useShallow then.
"""),

E("exp-drv-033", project=P, asset_type="store", status="candidate",
  title="Vuex mapGetters -> plain selector functions (+ memoizeOne) for zustand (check items)",
  assets=["mapGetters", "task"], branches=["*"],
  applies_to={"vuex": "^3", "zustand": "^4"},
  conditions="Vuex getters such as doneCount / urgentList used through mapGetters in by-driver pages.",
  source="issue by-driver#459", updated_at="2025-04-26",
  body="""
## Why
Pages used `...mapGetters('task', ['doneCount', 'urgentList'])`; zustand has no getters.

## What changed
Proposal: `stores/task.selectors.ts` with plain functions (`selectDoneCount = s => ...`), heavy ones wrapped in a tiny `memoizeOne` keyed on the input reference.

## How to verify (check items)
- [ ] Selectors that return arrays are memoized or used with useShallow.
- [ ] No selector closes over component props (pass them as arguments).
- [ ] `urgentList` sort is stable (ties broken by 运单号).
- [ ] Unit test each selector with a frozen state fixture.

## Caveats
Not yet applied across pages.
"""),

E("exp-drv-034", project=P, asset_type="store", status="verified",
  title="BY-DRV-4012 token missing on cold start: wait for zustand persist hydration before the first request",
  assets=["useAuthStore", "auth"], branches=["*"],
  applies_to={"zustand": "^4.3"},
  conditions="by-driver H5 with the persisted auth store over async bridge storage.",
  counter_conditions="Not needed with synchronous storage (localStorage), where hydration is immediate.",
  source="PR by-driver#444", updated_at="2025-04-11",
  body="""
## Why
On cold start (e.g. opening from a push notification) the task list request went out before `useAuthStore` had rehydrated from async bridge storage. The request had no `Authorization`, the gateway answered `BY-DRV-4012 token missing`, and the page showed 请重新登录 although the driver was logged in. Vuex-persistedstate with `uni.getStorageSync` was synchronous, so the Vue app never hit this.

## What changed
```ts
export const authReady = () => new Promise<void>(resolve => {
  if (useAuthStore.persist.hasHydrated()) return resolve()
  const unsub = useAuthStore.persist.onFinishHydration(() => { unsub(); resolve() })
})
```
- `byFetch` awaits `authReady()` before attaching the token.
- `RequireAuth` shows the splash until hydration finished instead of redirecting to login.

## How to verify
Kill the app, open it from a push notification -> no BY-DRV-4012 in the logs, the task list loads.

## Caveats
Do not sprinkle `skipHydration` + manual `rehydrate()` in several places; one call in `main.tsx` only.
"""),

E("exp-drv-035", project=P, asset_type="router", status="verified",
  title="pages.json routes + uni.navigateTo -> react-router createHashRouter (offline package safe)",
  assets=["pages.json", "uni.navigateTo"], branches=["*"],
  applies_to={"react-router-dom": ">=6.4"},
  conditions="Routing inside the by-driver H5 offline package.",
  counter_conditions="Not for pages that stay native (see BYBridge.openNative).",
  source="PR by-driver#400", updated_at="2025-03-07",
  body="""
## Why
uni `pages.json` defined routes and the tabBar; navigation used `uni.navigateTo({ url: '/pages/task/detail?no=...' })`, `navigateBack`, `redirectTo`, `reLaunch`.

## What changed
- `createHashRouter`: the offline package is loaded from the `byapp://h5/` scheme, where history-mode URLs 404 on reload.
- Routes: `/tasks`, `/tasks/:no`, `/pod/:no/sign`, `/exceptions/new`, `/receipts`. The `no` query parameter became a path parameter.
- `navigateBack` -> `navigate(-1)`; `redirectTo` -> `navigate(to, { replace: true })`; `reLaunch` -> `navigate(to, { replace: true })` plus a store reset.
- The tabBar became antd-mobile `TabBar` rendered in a layout route.

## How to verify
Reload on `/#/tasks/BY123456789012` inside the shell -> the detail renders.

## Caveats
Keep route paths stable: push notifications deep-link to `#/tasks/:no`.
"""),

E("exp-drv-036", project=P, asset_type="router", status="verified",
  title="uni.addInterceptor('navigateTo') login guard -> RequireAuth layout route",
  assets=["uni.addInterceptor"], branches=["*"],
  applies_to={"react-router-dom": ">=6.4"},
  conditions="Login / role guards in the by-driver H5.",
  source="PR by-driver#407", updated_at="2025-03-13",
  body="""
## Why
`uni.addInterceptor('navigateTo', { invoke(args) { if (!token) { uni.reLaunch({ url: '/pages/login' }); return false } } })` guarded all navigations.

## What changed
- `RequireAuth` layout route element: awaits `authReady()`, then renders `<Outlet />` or `<Navigate to="/login" replace state={{ from: location }} />`.
- Role pages (主驾 / 副驾) use a route `loader` that throws `redirect('/tasks')` when the role does not match.

## How to verify
Clear the token via the debug panel, open a deep link -> login page, after login back to the deep link.

## Caveats
Do not redirect before hydration finished (causes the BY-DRV-4012 symptom in reverse: a logged-in driver sees the login page).
"""),

E("exp-drv-037", project=P, asset_type="router", status="verified",
  title="Native-only pages (face verification, nav SDK): BYBridge.openNative instead of router routes",
  assets=["uni.navigateTo"], branches=["*"],
  applies_to={},
  conditions="Pages that stay native in the shell: 人脸核验, navigation SDK, and on release/* the Vue signature page.",
  source="PR by-driver#411", updated_at="2025-03-17",
  body="""
## Why
Some pages remain native or remain old Vue pages hosted by the shell. uni opened them with `uni.navigateTo({ url: '/pages/native/face' })`.

## What changed
`BYBridge.openNative('face-verify', params)` returns a promise resolved with the native page's result when it closes. On release/* the signature step opens the Vue page with `BYBridge.openNative('vue-sign', { waybillNo })` and resolves with the uploaded signature key. Do not push a router route for these pages.

## How to verify
Start 签收 on a release build -> the Vue signature page opens, returns, and the React page continues with the signature key.

## Caveats
While a native page is on top, the iOS WebView does not fire visibilitychange; use `usePageVisible` which also listens to bridge events.
"""),

E("exp-drv-038", project=P, asset_type="router", status="review_required",
  title="Android physical back key closes the whole H5: BYBridge.onBack + back stack (not signed off)",
  assets=["uni.navigateBack"], branches=["*"],
  applies_to={"react-router-dom": ">=6.4"},
  conditions="Android shell handling of the hardware back key for the by-driver H5.",
  counter_conditions="iOS edge swipe-back is not covered.",
  source="PR by-driver#458 (review)", updated_at="2025-04-27",
  body="""
## Why
In the Android shell the hardware back key closes the whole H5 container: the shell does not know about the hash history, and uni used to handle `onBackPress` per page.

## What changed
- `BYBridge.onBack(handler)`; the handler returns true when the H5 consumed the event.
- Open Popups / Dialogs register in a `backStack`; back closes the top one first.
- Otherwise, if `window.history.state?.idx > 0`, `navigate(-1)`; else return false so the shell closes the container.

## How to verify
Open detail -> open 甩挂 popup -> back closes the popup -> back returns to the list -> back leaves the H5.

## Caveats (why review_required)
- Shell 3.5 also emits `popstate`, which causes double handling on some ROMs.
- iOS swipe-back not covered; UX not agreed.
"""),

E("exp-drv-039", project=P, asset_type="plugin", status="verified",
  title="$http plugin (uni.request wrapper, errMsg 'uni.request:fail ...') -> byFetch with normalized error kinds",
  assets=["$http", "uni.request"], branches=["*"],
  applies_to={"@dcloudio/uni-app": "^2", "react": "^18"},
  conditions="All API calls of the by-driver H5.",
  counter_conditions="Not for file uploads (go through BYBridge.uploadFile).",
  source="PR by-driver#403", updated_at="2025-03-11",
  body="""
## Why
The `$http` plugin wrapped `uni.request` with interceptors (token header, BY-* code -> toast, one retry on timeout). Pages compared `err.errMsg` strings: `'request:fail timeout'`, `'uni.request:fail'`, `'request:fail abort'`.

## What changed
- `byFetch` on top of `fetch` with an `AbortController` timeout of 15 s.
- Errors are normalized to `{ kind: 'timeout' | 'network' | 'http' | 'biz' | 'aborted', code?, message }`:
  - `uni.request:fail timeout` -> `kind: 'timeout'`
  - `uni.request:fail` (offline, DNS) -> `kind: 'network'`
  - `uni.request:fail abort` -> `kind: 'aborted'` (no toast)
  - business codes such as `BY-DRV-4012` -> `kind: 'biz'`
- Retry: GET requests retry once on `timeout` with 500 ms jitter; POST (签收, 揽收) is never retried automatically, it relies on the Idempotency-Key instead.
- Callers that checked errMsg strings were rewritten to check `kind`.
- In the shell, requests go directly to `https://api.baiyun56.com`; CORS allows the offline-package origin `byapp://h5`.

## How to verify
Throttle to "offline" -> 网络不可用 toast, not a raw errMsg; simulate a 20 s response -> one retry for GET only.

## Caveats
`uni.request` resolved even for HTTP 500; `byFetch` throws on `!res.ok`, so code that read `res.statusCode` must be updated.
"""),

E("exp-drv-040", project=P, asset_type="plugin", status="verified",
  title="（Vue 时代）uni.request:fail ssl hand shake error：安卓 7 证书链问题",
  assets=["$http", "uni.request"], branches=["*"],
  applies_to={"vue": "^2.6", "@dcloudio/uni-app": "^2"},
  conditions="部分安卓 7 手机所有接口都报 ssl hand shake error。",
  counter_conditions="不是前端代码问题，React 迁移中不需要改代码。",
  source="wiki: 司机端故障记录/2023-09", updated_at="2023-09-18",
  body="""
## 背景
2023 年 9 月更换证书后，部分安卓 7 司机手机所有接口报 `uni.request:fail ssl hand shake error`。

## 做法
网关补全中间证书链（换成 GlobalSign 链），不是前端问题。前端只在 `$http` 里把这个错误提示成“网络证书异常，请升级系统或联系车队长”。

## 验证
测试机 华为 Android 7.0 恢复正常。

## 注意
与迁移 React 无关；React H5 通过原生壳发请求时同样依赖网关的证书链。
"""),

E("exp-drv-041", project=P, asset_type="plugin", status="verified",
  title="$bridge plugin -> typed BYBridge module: call correlation, events, timeouts and BY-DRV-5003 after WebView recreation",
  assets=["$bridge", "BYBridge"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Any native call from the by-driver H5 (scan, camera, upload, location, storage, openNative).",
  counter_conditions="Not for the dispatch console (plain browser, no shell).",
  source="PR by-driver#398", updated_at="2025-04-18",
  body="""
## Why
The Vue app had `plugins/bridge.js` installing `Vue.prototype.$bridge`, a thin callback-style wrapper over the uni native plugin (`uni.requireNativePlugin('BY-Bridge')`): `this.$bridge.call('scan', params, cb)`. The React H5 runs in the shell's WebView and talks to native through `window.BYNative.postMessage(json)` (Android `addJavascriptInterface`, iOS `webkit.messageHandlers.BYNative`).

## What changed
- `src/bridge/index.ts` exports typed methods: `scan`, `takePhoto`, `uploadFile`, `getLocation`, `openNative`, `setOrientation`, `setBounce`, `setClipboard`, `storage`, `track`, `onBack`, `on(event, cb)`.
- Request/response correlation: each call gets an id `${Date.now()}-${seq++}` (`crypto.randomUUID` is missing on older WebViews); a pending map `id -> { resolve, reject, timer }`; native answers through `window.__BY_BRIDGE_CB__(id, ok, payload)`.
- Events (`waybillUpdated`, `resume`, `pause`, `network`, `back`) arrive through `window.__BY_BRIDGE_EVT__(name, payload)`.

### Timeouts and BY-DRV-5003
Each call has a default timeout (10 s; `scan` 60 s; `uploadFile` 120 s). When the timer fires, the promise rejects with `BridgeError('BY-DRV-5003', 'bridge call timeout')`. In the first weeks we saw many 5003s for `takePhoto` and `scan`, and POD photos were lost.
Root cause: on Android, while the camera activity is in front, the WebView can be destroyed and recreated under memory pressure (low-end phones). The native result is then delivered to a new JS context whose pending map is empty, and the old promise times out.
Fixes:
1. The native side persists the pending call id and, after WebView recreation, re-delivers the result as an event `bridgeResult` with `{ id, method, payload }`.
2. On boot, the H5 reads `BYBridge.pendingResults()` and routes `takePhoto` results into the POD draft (IndexedDB, keyed by 运单号), so the photo is not lost and the 签收 page reopens with it.
3. Camera-type calls have no timeout (`timeout: 0`): the driver may take minutes; cancellation is explicit.
Remaining 5003s are genuine hangs (shell < 3.3); they are reported to Sentry with a `method` tag.

### Typing
A single `BridgeMethods` interface maps method -> params / result, so `call<'scan'>(...)` is typed. This caught six parameter-name mismatches against the Vue code (`sourceType` vs `source`).

### Testing
In vitest the bridge is mocked with `vi.mock('@/bridge')`; see the test entry.

## How to verify
- Redmi 8 with developer option "Don't keep activities" on: take a POD photo; after returning the photo appears in the draft, no BY-DRV-5003.
- Open the scanner and wait 70 s without scanning: no timeout error; cancel resolves null.

## Caveats
- Never call the bridge at module top level: on iOS `window.BYNative` is injected after DOMContentLoaded.
- In a plain browser (no shell) `BYBridge.available === false`; features degrade.
"""),

E("exp-drv-042", project=P, asset_type="plugin", status="verified",
  title="$u.debounce / $u.throttle -> utils/timing.ts used through useMemo, cancelled on unmount",
  assets=["$u.debounce", "$u.throttle"], branches=["*"],
  applies_to={},
  conditions="Search inputs and scroll handlers in the by-driver H5.",
  counter_conditions="Not a double-submit guard; use useSubmitLock for submit buttons.",
  source="PR by-driver#414", updated_at="2025-03-19",
  body="""
## Why
uView's `this.$u.debounce(fn, 500)` / `this.$u.throttle` were used in the 回单 search box and the map move handler.

## What changed
`src/utils/timing.ts` with small `debounce` / `throttle` that return a function with `.cancel()`. In components: `const onSearch = useMemo(() => debounce(search, 300), [search])` and `useEffect(() => () => onSearch.cancel(), [onSearch])`.

## How to verify
Typing 运单号 sends one request 300 ms after the last key.

## Caveats
Creating the debounced function inside render (without useMemo) resets the timer on every render.
"""),

E("exp-drv-043", project=P, asset_type="i18n", status="verified",
  title="vue-i18n 8 (zh-CN / zh-HK) -> i18next + react-i18next, fallback and interpolation changes",
  assets=["vue-i18n", "$t"], branches=["*"],
  applies_to={"vue-i18n": "^8", "react-i18next": ">=13"},
  conditions="Driver app texts; zh-CN plus zh-HK for cross-border Hong Kong drivers.",
  counter_conditions="Not for the dispatch console (next-intl).",
  source="PR by-driver#415", updated_at="2025-03-20",
  body="""
## Why
The driver app has zh-CN and zh-HK (Traditional Chinese for cross-border HK drivers). vue-i18n 8 with `$t('pod.sign.title')`, `<i18n path>` components and `v-t`; the locale was switched from the driver profile.

## What changed
- i18next + react-i18next; the JSON files were moved as-is (`locales/zh-CN.json`, `locales/zh-HK.json`).
- Interpolation `{name}` -> `{{name}}` (a script converted 214 keys).
- `<i18n path>` / `v-t` -> `<Trans i18nKey>`.
- Language from `BYBridge.getProfile().lang`.
- vue-i18n's `fallbackLocale` -> `fallbackLng: { 'zh-HK': ['zh-CN'], default: ['zh-CN'] }`.
- antd-mobile component texts through `ConfigProvider locale` (see the candidate note on zh-TW).

## How to verify
Switch the profile to zh-HK: 簽收 / 異常件 texts, untranslated keys fall back to zh-CN.

## Caveats
Keys containing dots in values broke i18next's keySeparator once; we set `keySeparator: '.'` explicitly and escaped two keys.
"""),

E("exp-drv-044", project=P, asset_type="i18n", status="candidate",
  title="antd-mobile locale for zh-HK drivers: use the zh-TW pack via ConfigProvider (check items)",
  assets=["vue-i18n"], branches=["*"],
  applies_to={"antd-mobile": "^5"},
  conditions="Built-in antd-mobile texts (确定 / 取消, DatePicker) for zh-HK drivers.",
  source="issue by-driver#463", updated_at="2025-04-29",
  body="""
## Why
antd-mobile has no zh-HK pack; HK drivers see Simplified 确定 / 取消 in dialogs.

## What changed
Proposal: `ConfigProvider locale={lang === 'zh-HK' ? zhTW : zhCN}` with `antd-mobile/es/locales/zh-TW`.

## How to verify (check items)
- [ ] Dialog / Picker / DatePicker buttons show 確定 / 取消.
- [ ] Terms differing between TW and HK usage reviewed by the HK team.
- [ ] Locale switch at runtime re-renders open Popups.

## Caveats
Not shipped.
"""),

E("exp-drv-045", project=P, asset_type="style", status="verified",
  title="rpx units -> vw via postcss-px-to-viewport-8-plugin in Vite (antd-mobile excluded)",
  assets=["rpx"], branches=["*"],
  applies_to={"vite": ">=4"},
  conditions="uni-app styles written in rpx (750 design width) moved to the by-driver H5.",
  source="PR by-driver#401", updated_at="2025-03-08",
  body="""
## Why
uni styles use `rpx` on a 750-wide design; browsers do not know `rpx`.

## What changed
`vite.config.ts`: `css.postcss.plugins: [pxToViewport({ unitToConvert: 'rpx', viewportWidth: 750, unitPrecision: 5, exclude: [/node_modules[/]antd-mobile/] })]`. antd-mobile keeps its own px + CSS variables. On tablets the app is centered in a 750 px max-width container.

## How to verify
Task card matches the design at 375 and 414 px widths.

## Caveats
Inline styles in JSX are not processed by PostCSS; convert those by hand (`vw()` helper).
"""),

E("exp-drv-046", project=P, asset_type="style", status="verified",
  title="uView SCSS theme variables ($u-type-primary ...) -> antd-mobile CSS variables + by tokens",
  assets=["uni.scss", "$u-type-primary"], branches=["*"],
  applies_to={"uview-ui": "^1.8", "antd-mobile": "^5"},
  conditions="Brand colours and theming of the by-driver H5.",
  source="PR by-driver#404", updated_at="2025-03-11",
  body="""
## Why
`uni.scss` overrode uView's `$u-type-primary: #1f6fff`, `$u-type-warning`, `$u-border-color` etc.

## What changed
`:root { --adm-color-primary: #1f6fff; --adm-color-warning: #ff8f1f; --adm-border-color: #eceef2; --by-text-secondary: #8a8f99; }`. Our own SCSS keeps variables in `tokens.scss` that reference the CSS variables, so one source of truth.

## How to verify
Buttons, tags and Steps use the brand blue; no hard-coded hex left (`grep '#1f6fff' src` only in tokens).

## Caveats
No dark mode; do not add `prefers-color-scheme` overrides yet.
"""),

E("exp-drv-047", project=P, asset_type="style", status="verified",
  title="u-safe-bottom / safeAreaInsets -> env(safe-area-inset-bottom) + viewport-fit=cover + SafeArea",
  assets=["u-safe-bottom"], branches=["*"],
  applies_to={},
  conditions="Fixed bottom bars (TabBar, 签收 submit bar) in the by-driver H5 on notched iPhones.",
  source="PR by-driver#406", updated_at="2025-03-12",
  body="""
## Why
uView's `u-safe-bottom` and `uni.getSystemInfoSync().safeAreaInsets` kept the bottom bars above the iPhone home indicator.

## What changed
- `<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">`.
- Fixed footers: `padding-bottom: env(safe-area-inset-bottom)`; antd-mobile `<SafeArea position="bottom" />` under TabBar.
- iOS shell sets `contentInsetAdjustmentBehavior = .never`, otherwise the inset is applied twice.

## How to verify
iPhone 14: the 签收 button sits above the home indicator; Android: no extra padding.

## Caveats
`env()` is 0 when the shell does not set viewport-fit; check the meta tag first.
"""),

E("exp-drv-048", project=P, asset_type="style", status="candidate",
  title="（Vue 时代笔记）1px 细边框：u-border-bottom 迁移为 transform scaleY(0.5)（待验证）",
  assets=["u-border-bottom"], branches=["*"],
  applies_to={},
  conditions="高清屏（DPR ≥ 2）上需要真正 1 物理像素的分割线。",
  source="wiki: 司机端迁移手册/样式", updated_at="2024-11-02",
  body="""
## 背景
uView 的 `u-border-bottom` 类用伪元素 + scale 实现细线，迁移后直接写 `border-bottom: 1px solid` 在 iPhone 上看起来偏粗。

## 做法（建议）
`.hairline::after { content: ''; position: absolute; left: 0; right: 0; bottom: 0; border-bottom: 1px solid var(--adm-border-color); transform: scaleY(0.5); transform-origin: 0 100%; }`，容器 `position: relative`。

## 检查项
- [ ] DPR 3 手机上是否要 scaleY(0.333)
- [ ] 圆角卡片的四边细线用 `::after` 放大 200% 再缩小
- [ ] antd-mobile 自带的 List 分割线不要重复加

## 注意
还没在所有机型上确认，暂作候选。
"""),

E("exp-drv-049", project=P, asset_type="build", status="verified",
  title="HBuilderX H5 build -> Vite with base './' for the shell offline package (离线包)",
  assets=["vue.config.js", "manifest.json"], branches=["*"],
  applies_to={"vite": ">=4"},
  conditions="Building the by-driver H5 as an offline package loaded from byapp://h5/.",
  source="PR by-driver#399", updated_at="2025-03-06",
  body="""
## Why
HBuilderX built `unpackage/dist/build/h5`; the shell loads the H5 as an offline package zip from `byapp://h5/index.html`.

## What changed
- Vite `base: './'`, `build.target: ['chrome80', 'ios13']`; no legacy plugin (shell requires Chrome 80+).
- `scripts/pack-offline.mjs` zips `dist/` with `manifest.json { version, minShell, entry }`.
- Hashed file names for all assets.

## How to verify
Install the zip via the shell debug menu; open offline -> app loads; no request to `/assets/` absolute paths.

## Caveats
Absolute `/assets/...` URLs break under the custom scheme; dynamic imports also need the relative base, which Vite handles with './'.
"""),

E("exp-drv-050", project=P, asset_type="build", status="review_required",
  title="Offline package update: drivers still see old pages (index.html cache, manifest version) - proposal",
  assets=["manifest.json"], branches=MAIN_FEAT,
  applies_to={"vite": ">=5"},
  conditions="by-driver H5 offline-package releases on main / feat/react-h5.",
  counter_conditions="Do not clear WKWebsiteDataStore wholesale: it also wipes IndexedDB (offline 签收 queue).",
  source="PR by-driver#468 (review)", updated_at="2025-05-14",
  body="""
## Why
After an offline-package release some drivers keep getting the previous pages. The shell compares `manifest.version`, but the WebView HTTP cache still serves the old `index.html`.

## What changed
- `index.html` is loaded by the shell as `index.html?v=${manifest.version}`.
- `manifest.json` fetched with `cache: 'no-store'`.
- The shell clears only the HTTP cache of the `byapp://h5` origin on package switch.

## How to verify
Release 1.2.0 -> 1.2.1 on a test phone without reinstall: the footer shows 1.2.1 after one cold start.

## Caveats (why review_required)
iOS cache clearing API granularity not confirmed; risk of wiping IndexedDB. Not signed off by the shell team.
"""),

E("exp-drv-051", project=P, asset_type="build", status="verified",
  title="process.env.VUE_APP_* -> import.meta.env.VITE_* (modes, typing, process is not defined)",
  assets=["process.env.VUE_APP_API_BASE", ".env"], branches=["*"],
  applies_to={"vite": ">=4"},
  conditions="Environment variables in the by-driver H5 built with Vite.",
  counter_conditions="Not for by-dispatch (Next.js: NEXT_PUBLIC_* inlined at build time).",
  source="PR by-driver#400", updated_at="2025-03-07",
  body="""
## Why
The uni / vue-cli build exposed `process.env.VUE_APP_API_BASE`, `VUE_APP_OSS_HOST`; in the Vite build they are `undefined`.

## What changed
- Renamed to `VITE_API_BASE`, `VITE_OSS_HOST` in `.env`, `.env.staging`, `.env.production`; `vite build --mode staging`.
- Code reads `import.meta.env.VITE_API_BASE`; typed in `src/env.d.ts` (`interface ImportMetaEnv`).
- `process.env.NODE_ENV` checks -> `import.meta.env.DEV` / `PROD`.
- A dependency still referenced `process.env` at runtime ("process is not defined"); fixed with `define: { 'process.env.NODE_ENV': JSON.stringify(mode) }`, not by polyfilling `process`.

## How to verify
Staging build points to `api-staging.baiyun56.com`; `grep VUE_APP src` is empty.

## Caveats
Only `VITE_`-prefixed variables are exposed to the client; never put the OSS secret in `.env`.
"""),

E("exp-drv-052", project=P, asset_type="test", status="verified",
  title="@vue/test-utils + jest unit tests -> vitest 1 + Testing Library (WaybillCard, ExceptionReportForm)",
  assets=["WaybillCard.spec.js", "@vue/test-utils"], branches=MAIN_FEAT,
  applies_to={"vitest": ">=1"},
  conditions="Component unit tests of the by-driver H5 on vitest 1.x.",
  counter_conditions="release/* is on vitest 0.34 (different config keys; `vi.mock` hoisting rules differ).",
  source="PR by-driver#427", updated_at="2025-03-29",
  body="""
## Why
Vue components were tested with `@vue/test-utils` 1 + jest 26 (`mount(WaybillCard, { propsData })`, `wrapper.find('.u-tag').text()`, `wrapper.emitted().tap`).

## What changed
- vitest 1 + `@testing-library/react` + jsdom; `render(<WaybillCard waybill={w} onClick={onClick} />)`.
- Queries by text / role: `screen.getByText('派送中')` instead of uView class selectors.
- Emitted events -> `vi.fn()` props and `expect(onClick).toHaveBeenCalledWith(w)`.
- `setupTests.ts` mocks `window.matchMedia` (antd-mobile needs it) and `IntersectionObserver`.
- `test.environment: 'jsdom'`, `test.setupFiles` in `vite.config.ts`.

## How to verify
`pnpm vitest run` green in CI, coverage for components > 70 %.

## Caveats
Do not snapshot antd-mobile markup; it changes between minor versions.
"""),

E("exp-drv-053", project=P, asset_type="test", status="verified",
  title="Mocking the uni global in tests -> vi.mock('@/bridge') and stubbed fetch",
  assets=["uni", "BYBridge"], branches=["*"],
  applies_to={"vitest": ">=0.34"},
  conditions="Unit tests that touch native calls or the network in the by-driver H5 (also on release/*).",
  source="PR by-driver#429", updated_at="2025-03-31",
  body="""
## Why
Vue tests set `global.uni = { request: jest.fn(), scanCode: jest.fn(), ... }` in a setup file.

## What changed
- `vi.mock('@/bridge', () => ({ BYBridge: { scan: vi.fn(), takePhoto: vi.fn(), uploadFile: vi.fn(), available: true } }))`.
- Network: `vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body))))` per test; reset in `afterEach(() => vi.unstubAllGlobals())`.
- Values needed inside the mock factory go through `vi.hoisted(() => ...)` (available since vitest 0.31).

## How to verify
`PickupScanButton.test.tsx` passes on main (vitest 1.6) and on release/3.8 (vitest 0.34).

## Caveats
`vi.mock` is hoisted above imports; referencing a top-level variable inside the factory without `vi.hoisted` throws.
"""),

E("exp-drv-054", project=P, asset_type="store", status="deprecated",
  title="Keep Vuex as source of truth and subscribe React via store.subscribe (abandoned transition plan)",
  assets=["task", "auth"], branches=["feat/react-h5"],
  applies_to={"vuex": "^3.6", "react": "^18"},
  conditions="Historical: 2024-Q3 plan to embed React islands in uni pages.",
  counter_conditions="Do not use: the H5 became standalone; stores were ported to zustand.",
  source="RFC by-driver/0003 (withdrawn)", updated_at="2024-09-10",
  body="""
## Why
Early plan: mount React islands inside uni pages and keep Vuex as the single store.

## What changed
`useVuexState(selector)` hook with `useSyncExternalStore(store.subscribe, () => selector(store.state))`.

## How to verify
Prototype only.

## Caveats
Withdrawn. Selector results were recomputed on every mutation, islands could not be mounted in the app-plus renderer, and the H5 became a standalone React app. Use the zustand stores.
"""),

E("exp-drv-055", project=P, asset_type="plugin", status="verified",
  title="uni.showModal / u-modal async-close -> antd-mobile Dialog.confirm / Dialog.show",
  assets=["uni.showModal", "u-modal"], branches=["*"],
  applies_to={"antd-mobile": "^5"},
  conditions="Confirm dialogs in the by-driver H5.",
  source="PR by-driver#416", updated_at="2025-03-20",
  body="""
## Why
`uni.showModal({ title, content, success(res) { if (res.confirm) ... } })` and `u-modal` with `async-close` (keep the modal open while the request runs).

## What changed
- `const ok = await Dialog.confirm({ title, content, confirmText: '确定', cancelText: '取消' })`.
- async-close -> `Dialog.show({ content, closeOnAction: false, actions: [...], onAction: async a => { await submit(); handler.close() } })`.

## How to verify
签收 confirm: cancel does nothing; confirm shows the loading state inside the dialog and closes after success.

## Caveats
`Dialog.confirm` resolves false on mask click; uni treated mask click as no-op.
"""),

E("exp-drv-056", project=P, asset_type="plugin", status="verified",
  title="（Vue 时代笔记）u-form 校验必须在 onReady 里 setRules；迁移后改为 antd-mobile Form.Item rules",
  assets=["u-form"], branches=["*"],
  applies_to={"uview-ui": "^1.8", "antd-mobile": "^5"},
  conditions="司机端所有用 u-form 做校验的表单（甩挂、异常件、回单）。",
  source="wiki: 司机端迁移手册/表单", updated_at="2024-10-20",
  body="""
## 背景
uView 1.8 的 `u-form` 不能通过 props 传 rules（为了兼容小程序），必须 `this.$refs.uForm.setRules(this.rules)`，而且只能在 `onReady` 里调用。很多页面忘了调，导致校验根本不生效。

## 做法
迁移到 antd-mobile `Form` 后，rules 直接写在 `Form.Item rules` 上；`u-form-item prop="sealNo"` 改为 `Form.Item name="sealNo"`；`validate(valid => ...)` 回调改为 `await form.validateFields()`（失败会抛错）。async-validator 的 `pattern`、`len`、`validator` 写法基本兼容。

## 验证
甩挂表单不填铅封号提交，出现红字提示。

## 注意
uView 的 `trigger: ['change', 'blur']` 在 antd-mobile 里对应 `validateTrigger`，默认只有 onChange。
"""),

]
