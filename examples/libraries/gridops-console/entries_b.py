# -*- coding: utf-8 -*-
"""GridOps experience entries, part B (error codes, handover report, routing, stores, theming, i18n)."""

GC = "grid-console"
GF = "grid-field"
ALL = "*"

ENTRIES_B = [
dict(
    id="exp-grid-0021",
    title="GRID-4011 (session expired): single-flight token refresh in the axios interceptor, no Query retries on 401",
    project=ALL, branches=["*"],
    applies_to={"axios": "^1"},
    asset_type="plugin", assets=["gridApi", "authInterceptor"], status="verified",
    conditions="Any project whose HTTP client is the shared axios 1.x instance `gridApi` and whose backend answers HTTP 401 with body `{\"code\":\"GRID-4011\"}` when the access token has expired.",
    counter_conditions="Not for axios 0.x (grid-field release/2026.q3 is still on 0.27: different headers object and cancellation API). Not for `GRID-4012` (account locked / 账号被锁定): refreshing fails, redirect to login immediately. Not for the alarm WebSocket (token travels in the subscribe frame, see PM-2026-003).",
    source="MR !1370 grid-console, MR !201 grid-field", updated_at="2026-03-15",
    body="""## Problem

The Vue app refreshed the token inside a response interceptor on every `GRID-4011`. When the dispatch console opened the main page, 9 requests fired in parallel (feeders, alarms summary, shift info, tickets, ...); all 9 got 401 `GRID-4011`, all 9 called `/api/auth/refresh`, the backend rotated the refresh token on the first call and rejected the other 8 with `GRID-4013 refresh token reused`, and the user was logged out in the middle of a shift.

TanStack Query made it worse: by default it retries a failed query 3 times, so a single expiry produced up to 36 requests.

## Fix: one refresh in flight, everyone else waits

```ts
let refreshing: Promise<string> | null = null

function refreshOnce(): Promise<string> {
  if (!refreshing) {
    refreshing = authApi.post('/api/auth/refresh')
      .then((r) => { tokenStore.set(r.data.accessToken); return r.data.accessToken })
      .finally(() => { refreshing = null })
  }
  return refreshing
}

gridApi.interceptors.response.use(undefined, async (error: AxiosError<ApiError>) => {
  const cfg = error.config as InternalAxiosRequestConfig & { _retried?: boolean }
  if (error.response?.status === 401 && error.response.data?.code === 'GRID-4011' && !cfg._retried) {
    cfg._retried = true
    const token = await refreshOnce()
    cfg.headers.set('Authorization', `Bearer ${token}`)
    return gridApi(cfg)
  }
  if (error.response?.data?.code === 'GRID-4012') redirectToLogin('locked')
  throw error
})
```

- `authApi` is a separate axios instance without this interceptor (otherwise a 401 from `/refresh` recurses).
- axios 1.x: `config.headers` is an `AxiosHeaders` instance, use `.set()`; assigning a plain object loses the defaults.
- Query retries: `retry: (count, err) => !isAuthError(err) && count < 2` in the `QueryClient` defaults, so a 401 is never retried by Query, only by the interceptor (once).
- Requests aborted by Query (`signal`) while waiting for the refresh reject with `CanceledError`; do not show an error toast for those.
- Mutations are retried by the interceptor exactly once as well; this is safe because every mutation carries an `X-Request-Id` idempotency key.

## Verification

Playwright test `auth-expiry.spec.ts` sets the access token TTL to 5 s and opens the dashboard: exactly one `/api/auth/refresh` call, all 9 queries succeed, no logout.""",
),
dict(
    id="exp-grid-0022",
    title="现场 App release/2026.q3（axios 0.27）GRID-4011 刷新 token 拦截器写法（待复核）",
    project=GF, branches=["release/2026.q3"],
    applies_to={"axios": ">=0.27 <1"},
    asset_type="plugin", assets=["fieldApi", "authInterceptor"], status="review_required",
    conditions="grid-field release/2026.q3 分支（仍是 axios 0.27.2）收到 401 + `GRID-4011` 需要刷新 token 时。",
    counter_conditions="main 分支已升级 axios 1.x，请用团队通用的 GRID-4011 条目；离线登录（token 由 $bridge 原生壳注入、没有 refresh token）场景不适用；`GRID-4012` 账号锁定不适用。",
    source="MR !231 grid-field（release/2026.q3 热修，待 code review）", updated_at="2026-05-06",
    body="""release/2026.q3 来不及升级 axios，沿用 0.27。与 1.x 写法的差异：

```js
let refreshing = null
fieldApi.interceptors.response.use(undefined, async (error) => {
  const { config, response } = error
  if (response && response.status === 401 && response.data.code === 'GRID-4011' && !config._retried) {
    config._retried = true
    refreshing = refreshing || refreshToken().finally(() => { refreshing = null })
    const token = await refreshing
    config.headers = { ...config.headers, Authorization: `Bearer ${token}` } // 0.27 里 headers 是普通对象
    return fieldApi(config)
  }
  return Promise.reject(error)
})
```

- 0.27 没有 `AxiosHeaders`，直接展开对象即可。
- 取消请求仍用 `CancelToken`，`signal` 在 0.27 上支持不完整，TanStack Query 传入的 signal 暂不使用。
- 待复核：弱网下刷新请求超时（15s）期间用户切到后台，回前台后是否会重复刷新，还没有在真机上验证。""",
),
dict(
    id="exp-grid-0023",
    title="GRID-4093 倒闸操作票版本冲突（revision 乐观锁）：弹冲突对话框 + 重新拉取，禁止自动重试",
    project=GC, branches=["*"],
    applies_to={"@tanstack/react-query": "^5", "antd": ">=5.1 <6"},
    asset_type="component", assets=["SwitchingOrderEditor", "useSaveSwitchingOrder"], status="verified",
    conditions="grid-console 保存倒闸操作票时后端返回 HTTP 409 `{\"code\":\"GRID-4093\",\"serverRevision\":N}`（票的 revision 已被别人改过）。",
    counter_conditions="不适用于 `GRID-4094`（票正被他人锁定编辑，lock held）：那种情况要显示锁定人并以只读方式打开，不能弹覆盖选项；不适用于停电工单（OutageTicket 没有 revision 字段，冲突码是 TKT-4090）。",
    source="MR !1472 grid-console", updated_at="2026-03-24",
    body="""倒闸操作票带 `revision` 乐观锁，保存时请求体带上本地 revision。两个值班员同时编辑同一张票时，后保存的一方收到：

```json
HTTP 409 {"code": "GRID-4093", "msg": "switching order revision conflict", "serverRevision": 7}
```

处理方式：

```tsx
const save = useMutation({
  mutationFn: saveSwitchingOrder,
  retry: false, // 冲突绝不能自动重试
  onError: (err) => {
    if (codeOf(err) !== 'GRID-4093') return
    modal.confirm({
      title: '操作票已被他人修改',
      content: '请先查看最新票面，确认后在最新版本上重新编辑。',
      okText: '查看最新版本',
      onOk: () => queryClient.invalidateQueries({ queryKey: switchingKeys.detail(orderId) }),
    })
  },
})
```

- 不提供"强制覆盖"按钮：操作票涉及安全，必须人工确认最新票面。
- `modal` 来自 `App.useApp()`，静态 `Modal.confirm` 拿不到主题和国际化。
- 重新拉取后本地未保存的修改会丢失，弹窗文案里要提示；需要的话先把本地步骤复制到剪贴板。""",
),
dict(
    id="exp-grid-0024",
    title="GRID-5031 SCADA gateway timeout: retry GETs with backoff, show a stale-data badge, never retry telecontrol commands",
    project=GC, branches=["*"],
    applies_to={"@tanstack/react-query": "^5"},
    asset_type="other", assets=["scadaApi", "useRealtimeValues", "GridStatusBar"], status="verified",
    conditions="grid-console realtime measurement reads (`GET /api/scada/values`, telemetry 遥测) that fail with HTTP 504 `{\"code\":\"GRID-5031\"}` when the SCADA gateway does not answer within 8 s.",
    counter_conditions="Never for remote-control / telecontrol commands (`POST /api/scada/control/*`, 遥控分合闸): a timed-out command may already have executed, so no retry of any kind; the dispatcher must re-read the switch state. Not for `GRID-5030` (gateway in maintenance): show the maintenance banner and stop polling.",
    source="MR !1446 grid-console", updated_at="2026-03-07",
    body="""Realtime values are polled every 5 s (`refetchInterval: 5000`). When the SCADA gateway is slow, the backend returns 504 `GRID-5031`.

```ts
useQuery({
  queryKey: ['scada', 'values', feederId],
  queryFn: fetchValues,
  refetchInterval: 5000,
  retry: (count, err) => codeOf(err) === 'GRID-5031' && count < 3,
  retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
  placeholderData: keepPreviousData,
})
```

- Keep showing the last good values with a grey "数据可能过期 / stale since hh:mm:ss" badge (use `dataUpdatedAt`), do not blank the panel.
- GridStatusBar shows the gateway state from `failureCount`.
- Do not raise the global error toast for GRID-5031; it fires every 5 s and buries real errors.""",
),
dict(
    id="exp-grid-0025",
    title="TKT-2207 工作票未签发：现场 App 关闭抢修单前先校验两票，提交按钮禁用并引导扫码",
    project=GF, branches=["*"],
    applies_to={"antd-mobile": "^5"},
    asset_type="component", assets=["RepairOrderDetail", "PermitScanner"], status="verified",
    conditions="grid-field 班组关闭抢修单（repair order）时后端返回 `TKT-2207 work permit not signed`（工作票未签发或未许可）。",
    counter_conditions="紧急抢修（`repairType === 'EMERGENCY'`，先抢修后补票）不适用：此时不能禁用提交，只能提示补票；调度台 grid-console 关闭工单由调度员代签，流程不同，不适用。",
    source="MR !215 grid-field", updated_at="2026-03-01",
    body="""两票（工作票、操作票）没有签发/许可时，后端拒绝关闭抢修单：

```json
{"code": "TKT-2207", "msg": "work permit not signed", "permitNo": "GZP-2026-0318"}
```

Vue 版是在提交后用 `this.$toast` 弹错误。React 版提前校验：

```tsx
const { data: permit } = useQuery({ queryKey: ['permit', order.permitNo], queryFn: () => getPermit(order.permitNo) })
const blocked = order.repairType !== 'EMERGENCY' && permit?.status !== 'SIGNED'

<Button block color="primary" disabled={blocked} onClick={closeOrder}>完成抢修</Button>
{blocked && <NoticeBar content="工作票未签发，请先扫码核对工作票" extra={<a onClick={() => navigate('/permit/scan')}>去扫码</a>} />}
```

- 后端 `TKT-2207` 仍要处理（签发状态可能在页面打开后变化）：用 `Dialog.alert` 提示并刷新 permit 查询。
- 不要把工作票号放在本地缓存里判断，以服务端为准。""",
),
dict(
    id="exp-grid-0026",
    title="复盘 PM-2026-011：FLD-1004 离线同步冲突——offlineSyncMixin 迁移为 useOfflineQueue（IndexedDB）",
    project=GF, branches=["main", "feat/*"],
    applies_to={"react": ">=18 <19", "@tanstack/react-query": "^5"},
    asset_type="mixin", assets=["offlineSyncMixin", "useOfflineQueue", "RepairOrderList"], status="verified",
    conditions="grid-field main 及 feat 分支：班组在无信号区域（山区、地下配电室）离线填写抢修记录、上传照片，恢复网络后同步，后端返回 `FLD-1004 offline sync conflict`。",
    counter_conditions="原生壳 appShell < 3.0（Android 7 WebView）的 IndexedDB 会被系统清理，不适用，仍用 localStorage 队列；单张照片 > 20MB 不走此队列（走 PhotoUploader 分片上传，见 FLD-2003）；release/2026.q3 分支尚未合入本方案。",
    source="复盘 PM-2026-011, MR !224 grid-field", updated_at="2026-04-02",
    body="""## 背景

Vue 2 版的 `offlineSyncMixin` 混入到抢修单详情、`RepairOrderList` 等 6 个页面：离线时把提交内容 push 到 `localStorage['offline-queue']`，`online` 事件触发后逐条重放。问题：
- 多个页面同时混入，`online` 事件触发时队列被重放了多次（每个混入实例各注册一次监听）；
- localStorage 5MB 上限，照片 base64 后很快写满，`QuotaExceededError` 被吞掉，数据丢失；
- 重放时不带版本号，后端无法判断先后。

## 事故

2026-03-27 某班组在地下配电室离线完成 3 张抢修单，回到地面后同步，后端对其中 2 张返回：

```json
{"code": "FLD-1004", "msg": "offline sync conflict", "field": "status", "serverValue": "CLOSED_BY_DISPATCH"}
```

原因：调度员已在调度台代为关闭了工单，而前端收到 FLD-1004 后按"失败重试"处理，重试 5 次后丢弃，班组上传的现场照片也一起丢了。

## 方案：useOfflineQueue（单例 + IndexedDB）

```ts
// offlineQueue.ts —— 模块级单例，只注册一次 online 监听
const store = createStore('grid-field', 'offline-queue') // idb-keyval
export async function enqueue(op: OfflineOp) {
  await set(op.id, { ...op, baseRevision: op.baseRevision, createdAt: Date.now() }, store)
}
export async function flush(api = fieldApi) {
  for (const op of await values<OfflineOp>(store)) {
    try {
      await api.post(op.url, op.payload, { headers: { 'X-Request-Id': op.id, 'X-Base-Revision': op.baseRevision } })
      await del(op.id, store)
    } catch (e) {
      if (codeOf(e) === 'FLD-1004') await resolveConflict(op, e) // 不重试，进入冲突处理
      else break // 网络仍不稳定，保留队列，下次 online 再试
    }
  }
}

export function useOfflineQueue() {
  const pending = useSyncExternalStore(subscribePending, getPendingCount)
  return { pending, enqueue }
}
```

## 冲突规则（与后端约定）

| 字段 | 以谁为准 |
|---|---|
| 工单状态 `status` | 服务端为准（调度可能已代关） |
| 现场照片、签名 | 客户端为准，追加到工单附件，不覆盖 |
| 抢修记录文字 | 两边都保留，客户端内容追加为"现场补充记录" |

- 冲突处理后弹 `Dialog.alert` 告知班组"工单已被调度关闭，现场照片已补充上传"。
- 队列条目带 `X-Request-Id`，后端幂等，重复重放不会产生重复记录。
- 同步完成后 `queryClient.invalidateQueries({ queryKey: ['repairOrders'] })`。

## 验证

真机（华为 Mate 40 / appShell 3.2）飞行模式离线提交 10 单 + 30 张照片，恢复网络后全部同步，人为制造 2 单冲突，照片均保留。""",
),
dict(
    id="exp-grid-0027",
    title="ShiftHandoverReport print: dedicated print route instead of toggling sections with v-if during window.print()",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19", "react-router-dom": ">=6.4 <7"},
    asset_type="component", assets=["ShiftHandoverReport", "AlarmTableLite"], status="verified",
    conditions="Printing the shift handover report (交接班报告) from grid-console on react-router 6.4+.",
    counter_conditions="Not for PDF export/archiving (use the backend PDF endpoint, see the handover PDF entry). Not for react-router < 6.4 (the print route uses a loader).",
    source="MR !1459 grid-console", updated_at="2026-03-12",
    body="""Vue printed in place: set `printing = true`, `v-if` hid the navigation and expanded all collapsed panels, `nextTick(() => window.print())`. In React the same trick printed half-rendered panels because charts and the alarm table render asynchronously after the state change.

New approach: a dedicated route `/handover/:id/print` with a loader that fetches everything up front, rendered without the DispatchLayout chrome:

```tsx
{ path: '/handover/:id/print', loader: handoverPrintLoader, element: <HandoverPrintPage /> }

function HandoverPrintPage() {
  const data = useLoaderData() as HandoverPrintData
  useEffect(() => { const t = setTimeout(() => window.print(), 300); return () => clearTimeout(t) }, [])
  return <ShiftHandoverReport data={data} mode="print" />
}
```

- In print mode use `AlarmTableLite` with `pagination={false}` (all rows), never the virtual `AlarmTable`.
- ECharts in print mode: `renderer: 'svg'` and `animation: false`, otherwise the printed chart is blank or half-drawn.
- Open with `window.open(url, '_blank')` so the console keeps its WebSocket and state.""",
),
dict(
    id="exp-grid-0028",
    title="ShiftHandoverReport: client-side PDF export with html2canvas + jsPDF",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="component", assets=["ShiftHandoverReport"], status="deprecated",
    conditions="(historical) exporting the handover report to PDF in the browser.",
    counter_conditions="Deprecated since 2026-03: replaced by the backend PDF endpoint `/api/handover/{id}/pdf`; html2canvas output was blurry, broke on reports > 10 pages and lacked the signature stamp required for archiving.",
    source="MR !1352 grid-console (reverted by MR !1461)", updated_at="2026-03-14",
    body="""Rendered the report into a hidden container, captured it with `html2canvas(el, { scale: 2 })` and paged it into jsPDF.

```ts
const canvas = await html2canvas(el, { scale: 2, useCORS: true })
const pdf = new jsPDF('p', 'mm', 'a4')
// slice canvas into A4 pages ...
```

DEPRECATED: see the handover PDF backend entry.""",
),
dict(
    id="exp-grid-0029",
    title="交接班报告 PDF 导出改用后端 /api/handover/{id}/pdf（axios responseType blob 下载）",
    project=GC, branches=["*"],
    applies_to={"axios": "^1"},
    asset_type="component", assets=["ShiftHandoverReport", "handoverService"], status="verified",
    conditions="grid-console 导出/归档交接班报告 PDF（带电子签章）。",
    counter_conditions="仅浏览器打印（不需要签章归档）时用打印路由即可，不要调用 PDF 接口（生成一次约 6 秒，占用报表服务）；报告未提交（status=DRAFT）时后端返回 409，不能导出。",
    source="MR !1461 grid-console", updated_at="2026-03-14",
    body="""客户端 html2canvas 方案已废弃。PDF 由报表服务生成，带值班长电子签章：

```ts
export async function downloadHandoverPdf(id: string) {
  const res = await gridApi.get(`/api/handover/${id}/pdf`, { responseType: 'blob', timeout: 30_000 })
  const name = decodeURIComponent(/filename\\*=UTF-8''([^;]+)/.exec(res.headers['content-disposition'] ?? '')?.[1] ?? `handover-${id}.pdf`)
  const url = URL.createObjectURL(res.data)
  const a = Object.assign(document.createElement('a'), { href: url, download: name })
  a.click()
  URL.revokeObjectURL(url)
}
```

- `responseType: 'blob'` 时错误响应也是 blob，需要 `JSON.parse(await err.response.data.text())` 才能拿到错误码。
- 超时设置 30s（默认 10s 不够）；按钮 loading 期间禁用。""",
),
dict(
    id="exp-grid-0030",
    title="vue-router beforeEach authGuard → react-router 6.4+ data router loaders (`requireAuth` + `redirect`)",
    project=GC, branches=["*"],
    applies_to={"react-router-dom": ">=6.4 <7"},
    asset_type="router", assets=["authGuard", "routes"], status="verified",
    conditions="grid-console routes with `meta.requiresAuth` / `meta.permission` on react-router-dom >= 6.4 (createBrowserRouter).",
    counter_conditions="Not for react-router-dom < 6.4 (no loaders: grid-console release/2026.q2 and grid-field release/2026.q3 are on 6.3, use the `<RequireAuth>` wrapper entry). Not for in-page button permissions (v-permission).",
    source="MR !1384 grid-console", updated_at="2026-01-29",
    body="""Vue: a global `router.beforeEach(authGuard)` checked `to.meta.requiresAuth` and `to.meta.permission`.

react-router 6.4+ has no global guard; we wrap loaders:

```ts
export const requireAuth = (permission?: string, loader?: LoaderFunction): LoaderFunction => async (args) => {
  const user = await queryClient.ensureQueryData(meQuery)
  if (!user) throw redirect(`/login?from=${encodeURIComponent(new URL(args.request.url).pathname)}`)
  if (permission && !user.permissions.includes(permission)) throw redirect('/403')
  return loader ? loader(args) : null
}

{ path: 'switching/:id', loader: requireAuth('switching:view', switchingLoader), element: <SwitchingOrderPage /> }
```

- Parent route loaders run in parallel with child loaders; put the auth check on each protected leaf or await the parent data explicitly.
- `meta.title` moved to `handle: { title }` and is read with `useMatches()`.""",
),
dict(
    id="exp-grid-0031",
    title="Route guard on react-router-dom 6.0–6.3: `<RequireAuth>` wrapper element with `<Navigate replace>`",
    project=ALL, branches=["*"],
    applies_to={"react-router-dom": ">=6 <6.4"},
    asset_type="router", assets=["authGuard", "RequireAuth"], status="verified",
    conditions="Branches still on react-router-dom 6.0–6.3 (`<BrowserRouter>` + `<Routes>`, no data router), e.g. grid-console release/2026.q2, grid-field release/2026.q3.",
    counter_conditions="Not on react-router-dom >= 6.4 with createBrowserRouter (use loaders). Do not fetch the user inside RequireAuth on every navigation: read it from the already-loaded user store.",
    source="MR !1299 grid-console (release/2026.q2), MR !205 grid-field", updated_at="2025-12-09",
    body="""```tsx
function RequireAuth({ permission, children }: { permission?: string; children: JSX.Element }) {
  const user = useUserStore((s) => s.user)
  const location = useLocation()
  if (!user) return <Navigate to="/login" state={{ from: location }} replace />
  if (permission && !user.permissions.includes(permission)) return <Navigate to="/403" replace />
  return children
}

<Route path="/tickets" element={<RequireAuth permission="ticket:view"><TicketListPage /></RequireAuth>} />
```

- `replace` so the back button does not loop into the guarded page.
- The page mounts only after the check, so the page's own queries do not fire for unauthenticated users.""",
),
dict(
    id="exp-grid-0032",
    title="<keep-alive> for the AlarmStreamPanel tab: keep state in zustand + Query cache instead of a keep-alive library (needs review)",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19", "zustand": "^4"},
    asset_type="router", assets=["AlarmStreamPanel", "DispatchLayout"], status="review_required",
    conditions="grid-console multi-tab DispatchLayout, where Vue wrapped `<router-view>` in `<keep-alive :include=\"['AlarmStreamPanel']\">` to keep scroll position, filters and paused state of the alarm stream when switching tabs.",
    counter_conditions="Not for grid-field (no keep-alive there; page stack handled by the native shell). Not for SwitchingOrderEditor unsaved drafts: form state must not silently survive tab switches (draft handling is a separate decision).",
    source="MR !1478 grid-console (open, waiting for UX review)", updated_at="2026-04-11",
    body="""React has no `<keep-alive>`. Options evaluated:
1. `react-activation` — rejected (see deprecated entry, breaks with StrictMode / React 18 concurrent rendering).
2. Keep all tab panes mounted and hide them (`antd Tabs destroyInactiveTabPane={false}`) — works, but the hidden alarm table still re-renders on every stream batch.
3. **Proposed**: move the state that keep-alive preserved into stores: filters and `paused` → `useAlarmViewStore` (zustand), data → the shared alarm stream snapshot, scroll offset → saved on unmount and restored with `scrollTo` on mount.

```ts
useLayoutEffect(() => {
  tableRef.current?.scrollTo({ top: useAlarmViewStore.getState().scrollTop })
  return () => useAlarmViewStore.setState({ scrollTop: currentScrollTop() })
}, [])
```

Open questions for review: restoring scroll in the virtual table is off by one row after new alarms arrive while the tab was hidden.""",
),
dict(
    id="exp-grid-0033",
    title="Use react-activation <KeepAlive> to emulate Vue <keep-alive>",
    project=GC, branches=["*"],
    applies_to={"react": ">=16.8"},
    asset_type="router", assets=["AlarmStreamPanel", "DispatchLayout"], status="deprecated",
    conditions="(historical) emulating Vue keep-alive for DispatchLayout tabs.",
    counter_conditions="Deprecated: react-activation relies on moving DOM nodes outside React and breaks under React 18 StrictMode and concurrent rendering (context lost, effects fired twice); removed in MR !1470.",
    source="MR !1322 grid-console (removed by MR !1470)", updated_at="2026-03-22",
    body="""```tsx
<AliveScope><KeepAlive name="alarms"><AlarmStreamPanel /></KeepAlive></AliveScope>
```
DEPRECATED — contexts (QueryClientProvider, antd App) were lost inside cached subtrees.""",
),
dict(
    id="exp-grid-0034",
    title="storeToRefs → zustand `useShallow` (zustand >= 4.4) for picking several fields without extra renders",
    project=ALL, branches=["*"],
    applies_to={"zustand": ">=4.4 <5"},
    asset_type="store", assets=["storeToRefs", "useFeederStore", "useShiftStore"], status="verified",
    conditions="Components that destructured several fields with Pinia `storeToRefs(store)` and now select multiple fields from a zustand store, zustand 4.4+.",
    counter_conditions="Not for zustand < 4.4: `useShallow` does not exist there (use the `shallow` equality function). Not for selecting a single primitive field (plain selector is enough).",
    source="MR !1392 grid-console", updated_at="2026-02-01",
    body="""```ts
// Vue
const { substationId, filter } = storeToRefs(useFeederStore())

// React, zustand >= 4.4
import { useShallow } from 'zustand/react/shallow'
const { substationId, filter } = useFeederStore(useShallow((s) => ({ substationId: s.substationId, filter: s.filter })))
```

Without `useShallow`, the selector returns a new object each time and the component re-renders on every store change (or loops with "getSnapshot should be cached" warnings).""",
),
dict(
    id="exp-grid-0035",
    title="Picking several zustand fields on zustand 4.0–4.3: `shallow` equality function (no useShallow yet)",
    project=ALL, branches=["*"],
    applies_to={"zustand": ">=4 <4.4"},
    asset_type="store", assets=["storeToRefs", "useFeederStore", "useShiftStore"], status="verified",
    conditions="Branches pinned to zustand 4.0–4.3 (grid-console release/2026.q2, grid-field release/2026.q3) that replace Pinia `storeToRefs` / vuex `mapState` multi-field reads.",
    counter_conditions="Not on zustand >= 4.4 (use `useShallow`; the equality-function form is deprecated in 4.5 and removed in 5).",
    source="MR !1303 grid-console (release/2026.q2)", updated_at="2025-12-12",
    body="""```ts
import { shallow } from 'zustand/shallow'
const { substationId, filter } = useFeederStore((s) => ({ substationId: s.substationId, filter: s.filter }), shallow)
```

- The second argument is the equality function; without it every store update re-renders.
- Array selectors work too: `useFeederStore((s) => [s.substationId, s.filter], shallow)`.""",
),
dict(
    id="exp-grid-0036",
    title="pinia-plugin-persistedstate / vuex-persistedstate → zustand persist 中间件（partialize + version/migrate）",
    project=ALL, branches=["*"],
    applies_to={"zustand": "^4"},
    asset_type="store", assets=["useUserPrefsStore", "useShiftStore"], status="verified",
    conditions="需要持久化到 localStorage 的偏好类状态：列宽、告警筛选、夜班主题、上次选择的变电站等。",
    counter_conditions="token 等敏感信息不要用 persist 存 localStorage（token 由 tokenStore 放内存 + httpOnly cookie 刷新）；服务端数据（工单、告警）不要持久化，交给 TanStack Query；grid-field 离线提交队列不要用 persist，用 IndexedDB 队列。",
    source="MR !1396 grid-console", updated_at="2026-02-04",
    body="""Vue 侧 `persist: { paths: ['columns', 'alarmFilter'] }`。zustand：

```ts
export const useUserPrefsStore = create<Prefs>()(
  persist(
    (set) => ({ columns: defaultColumns, alarmFilter: defaultFilter, theme: 'light', setTheme: (theme) => set({ theme }) }),
    {
      name: 'gridops-prefs',
      version: 2,
      partialize: (s) => ({ columns: s.columns, alarmFilter: s.alarmFilter, theme: s.theme }),
      migrate: (persisted: any, version) => (version < 2 ? { ...persisted, theme: 'light' } : persisted),
    },
  ),
)
```

- 一定要 `partialize`，否则函数和临时状态也会被写进去。
- key 改名会让老用户配置丢失：沿用 Vue 版的 key `gridops-prefs`，用 `version` + `migrate` 处理结构变化。
- SSR 无关，但单元测试里要 mock localStorage。""",
),
dict(
    id="exp-grid-0037",
    title="useShiftClock (setInterval per component) → one shared ticker via useSyncExternalStore",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="other", assets=["useShiftClock", "useShiftStore", "GridStatusBar"], status="verified",
    conditions="grid-console shift clock / countdown to shift change shown in GridStatusBar, ShiftHandoverReport header and switching order timestamps.",
    counter_conditions="Not for timestamps that must come from the server (switching step execution time is server time, never the client clock). Not for sub-second timers (animation: use rAF).",
    source="MR !1408 grid-console", updated_at="2026-02-09",
    body="""The composable started its own `setInterval(1000)` in every component, so the status bar and the handover header could be off by a second and 30+ intervals ran on the dispatch page.

```ts
let now = Date.now()
const subs = new Set<() => void>()
let timer: number | undefined
function subscribe(cb: () => void) {
  subs.add(cb)
  if (!timer) timer = window.setInterval(() => { now = Date.now(); subs.forEach((f) => f()) }, 1000)
  return () => { subs.delete(cb); if (!subs.size) { clearInterval(timer); timer = undefined } }
}
export const useShiftClock = () => useSyncExternalStore(subscribe, () => now)
```

Shift boundaries (08:00 / 16:00 / 00:00) come from `useShiftStore` and are compared against server-corrected time (`now + serverOffset`).""",
),
dict(
    id="exp-grid-0038",
    title="a-config-provider 中文 locale → antd 5 ConfigProvider locale + dayjs.locale('zh-cn')",
    project=ALL, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="i18n", assets=["a-config-provider", "AppProviders"], status="verified",
    conditions="grid-console（以及任何使用 antd 5 的页面）的组件库中文化：日期选择器、分页、空状态、Modal 按钮文字。",
    counter_conditions="antd-mobile（grid-field）用自己的 `ConfigProvider locale={zhCN}`（antd-mobile/es/locales/zh-CN），不要引 antd 的 locale；业务文案翻译用 react-i18next，不在本条范围。",
    source="MR !1375 grid-console", updated_at="2026-01-24",
    body="""```tsx
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
dayjs.locale('zh-cn')

<ConfigProvider locale={zhCN} theme={dispatchTheme}>
  <App><RouterProvider router={router} /></App>
</ConfigProvider>
```

- antd 5 的 locale 路径是 `antd/locale/zh_CN`（antd 4 是 `antd/lib/locale/zh_CN`）。
- 只设 ConfigProvider 不设 dayjs.locale，DatePicker 的星期仍显示英文（Mo Tu We）。
- 周起始日：调度值班表以周一为第一天，zh-cn locale 默认即是。""",
),
dict(
    id="exp-grid-0039",
    title="Less variable overrides (@primary-color, dark dispatch theme) → antd 5 design tokens + darkAlgorithm",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="style", assets=["theme.less", "dispatchTheme"], status="verified",
    conditions="grid-console theming: brand colour, the dark control-room theme used on night shifts, compact density on the 4-monitor dispatch desks.",
    counter_conditions="Not for ECharts chart colours (charts have their own theme registration). Not for antd-mobile in grid-field (CSS variables `--adm-color-primary`).",
    source="MR !1381 grid-console", updated_at="2026-01-28",
    body="""ant-design-vue 3 was themed with Less `modifyVars` (`@primary-color: #1668dc; @layout-header-background: #0b1e35`). antd 5 is CSS-in-JS; Less variables have no effect.

```ts
export const dispatchTheme = (dark: boolean): ThemeConfig => ({
  algorithm: dark ? [theme.darkAlgorithm, theme.compactAlgorithm] : theme.compactAlgorithm,
  token: { colorPrimary: '#1668dc', borderRadius: 4, fontSize: 13 },
  components: { Layout: { headerBg: '#0b1e35' }, Table: { rowHoverBg: dark ? '#1f2d3d' : '#e6f4ff' } },
})
```

- Custom components read tokens with `theme.useToken()` instead of Less variables.
- The alarm severity colours stay in our own CSS variables (`--alarm-l1`), they must not change with the theme algorithm.""",
),
dict(
    id="exp-grid-0040",
    title="vue-i18n `$t` → react-i18next with namespaces; never call t() at module or store-creation time",
    project=ALL, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="i18n", assets=["vue-i18n", "i18n"], status="verified",
    conditions="Business text translations (zh-CN default, en-US for the vendor support team) in both projects.",
    counter_conditions="Not for component-library locale (antd / antd-mobile ConfigProvider). Not for backend error messages: show `msg` from the server or map by error code, do not translate free text.",
    source="MR !1386 grid-console", updated_at="2026-01-29",
    body="""- `$t('ticket.status.open')` → `const { t } = useTranslation('ticket'); t('status.open')`.
- Column definitions and zustand stores were created at module load with translated titles; they stayed in the language of first load. Store keys/ids, translate at render time.
- Keep the Vue JSON files; convert `{name}` placeholders to `{{name}}` with a script (`scripts/i18n-convert.mjs`).
- Pluralisation differs (`|` in vue-i18n vs `_one/_other` suffixes).""",
),
]
