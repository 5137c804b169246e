"""Team-wide entries (project "*"): patterns shared by by-driver and by-dispatch."""
from common import E

P = "*"

ENTRIES = [

E("exp-team-001", project=P, asset_type="other", status="verified",
  title="@baiyun/waybill-status: one shared package for status codes, labels, colours and transitions",
  assets=["waybillStatusMixin", "useStatusMeta"], branches=["*"],
  applies_to={},
  conditions="Any UI showing 运单 status in either app.",
  source="PR by-frontend-guild#12", updated_at="2025-03-05",
  body="""
## Why
The driver app had `waybillStatusMixin`, the console had a `useStatusMeta` composable; labels and colours drifted (异常件 was orange in one, red in the other).

## What changed
`@baiyun/waybill-status` (internal registry npm.baiyun56.com): `STATUS` enum (10 待揽收 ... 70 异常件), `statusText(code, lang)` for zh-CN / zh-HK / en, `statusColor(code)`, `canTransition(from, action)`.

## How to verify
Both apps import the package; no local status maps left (`grep -r "待揽收" src` only in tests).

## Caveats
Adding a status is a minor release of the package and must be deployed to both apps.
"""),

E("exp-team-002", project=P, asset_type="other", status="verified",
  title="Tracking (埋点) event naming: domain_object_action, unchanged from the Vue era",
  assets=["v-track"], branches=["*"],
  applies_to={},
  conditions="Any tracking call written during the migration.",
  source="doc: 埋点规范 v3", updated_at="2025-03-05",
  body="""
## Why
Dashboards (派送时效, 看板使用率) are built on the Vue-era event names.

## What changed
Rules: snake_case `domain_object_action` (`pod_sign_submit`, `dispatch_board_drag`, `waybill_card_expose`); required props `project`, `page`, optional `waybillNo`; no free-text values. The React ports must emit identical names and props.

## How to verify
Tracking debugger diff between Vue and React pages shows no new names.

## Caveats
Renaming an event requires the data team's sign-off.
"""),

E("exp-team-003", project=P, asset_type="component", status="verified",
  title="Vue 2 .sync / custom v-model (value + input) -> controlled props value/onChange, visible/onVisibleChange",
  assets=[".sync", "v-model"], branches=["*"],
  applies_to={"vue": "^2.6", "react": "^18"},
  conditions="Vue 2.6 components (by-driver) using `:prop.sync` or `model: { prop, event }`.",
  counter_conditions="Vue 3 `v-model:arg` components (by-dispatch): see the Vue 3 entry.",
  source="PR by-frontend-guild#15", updated_at="2025-03-09",
  body="""
## Why
Driver components used `:visible.sync="show"` with `this.$emit('update:visible', false)`, and custom `v-model` through `model: { prop: 'value', event: 'input' }`.

## What changed
- `.sync` -> a controlled pair `visible` + `onVisibleChange(next)`.
- Custom v-model -> `value` + `onChange`.
- Components never mutate their props; the parent owns the state.

## How to verify
TrailerSwapSheet opens/closes only through the parent state.

## Caveats
If the child needs an uncontrolled mode, support `defaultValue` explicitly.
"""),

E("exp-team-004", project=P, asset_type="component", status="verified",
  title="Vue 3 v-model:arg / modelValue -> value/onChange, open/onOpenChange; modifiers made explicit",
  assets=["v-model"], branches=["*"],
  applies_to={"vue": "^3.3", "react": "^18"},
  conditions="Vue 3.3 components (by-dispatch) using `v-model`, `v-model:open`, `modelModifiers`.",
  counter_conditions="Vue 2.6 `.sync` (by-driver): see the Vue 2 entry.",
  source="PR by-frontend-guild#16", updated_at="2025-03-09",
  body="""
## Why
Console components used `v-model="value"` (`modelValue` / `update:modelValue`) and `v-model:open="drawerOpen"`, some with `.trim` or custom `modelModifiers`.

## What changed
- `modelValue` -> `value` + `onChange`; `v-model:open` -> `open` + `onOpenChange`.
- Modifiers are applied explicitly in `onChange` (e.g. trim the 运单号).

## How to verify
DriverSelect, DateRangeFilter and ExceptionTicketDrawer are controlled from the page.

## Caveats
antd components use `open` (not `visible`) in v5; keep our prop names aligned with antd.
"""),

E("exp-team-005", project=P, asset_type="component", status="verified",
  title="Named and scoped slots -> ReactNode props and render props",
  assets=["slot-scope", "v-slot"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Any Vue component exposing named or scoped slots.",
  source="PR by-frontend-guild#14", updated_at="2025-03-08",
  body="""
## Why
Components exposed named slots (`actions`, `header`) and scoped slots (`<template #row="{ item }">`).

## What changed
- Named slot without scope -> a `ReactNode` prop (`actions`, `header`); default slot -> `children`.
- Scoped slot -> render prop `renderRow?: (item) => ReactNode`.
- `this.$slots.actions` checks -> `actions != null`.

## How to verify
Storybook stories for each ported component cover the slot variants.

## Caveats
Render props recreated on every render defeat memoized children; wrap them in useCallback when the child is memoized.
"""),

E("exp-team-006", project=P, asset_type="other", status="verified",
  title="watch(..., { deep: true }) -> useEffect on re-created objects: the 'Maximum update depth exceeded' trap",
  assets=["watch"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Porting deep watchers that set state or dispatch.",
  source="PR by-frontend-guild#18", updated_at="2025-03-15",
  body="""
## Why
Several ports turned `watch(obj, handler, { deep: true })` into `useEffect(handler, [obj])` where `obj` was rebuilt on every render; when the handler set state, React threw "Maximum update depth exceeded".

## What changed
- Depend on primitives (`[filter.status, filter.date]`) or memoize the object with `useMemo`.
- Derived values are computed during render, not stored through an effect.
- "Watch and fetch" becomes a query hook (RTK Query in the console, store actions in the driver app).
- `immediate: true` needs nothing: effects run after mount anyway.

## How to verify
React DevTools "highlight updates" shows no render storms.

## Caveats
For store-specific variants see the zustand (driver) and react-redux (console) selector entries.
"""),

E("exp-team-007", project=P, asset_type="other", status="verified",
  title="this.$nextTick -> useLayoutEffect / flushSync / autoFocus",
  assets=["$nextTick"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Code that waits for the DOM update before measuring or focusing.",
  source="PR by-frontend-guild#19", updated_at="2025-03-15",
  body="""
## Why
`this.show = true; this.$nextTick(() => this.$refs.input.focus())` patterns.

## What changed
- Prefer `autoFocus` on antd / antd-mobile inputs.
- Otherwise `useLayoutEffect(() => { if (open) inputRef.current?.focus() }, [open])`.
- Rare imperative cases: `flushSync(() => setOpen(true)); inputRef.current?.focus()`.

## How to verify
Opening the 甩挂 sheet focuses the plate input on iOS.

## Caveats
iOS only opens the keyboard for focus inside a user gesture.
"""),

E("exp-team-008", project=P, asset_type="other", status="verified",
  title="provide / inject -> React context with a typed hook",
  assets=["provide", "inject"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Vue components sharing state through provide/inject (form groups, board context).",
  source="PR by-frontend-guild#20", updated_at="2025-03-16",
  body="""
## Why
`provide('board', reactiveBoard)` / `inject('board')` in the board and in form groups.

## What changed
`const BoardCtx = createContext<BoardCtxValue | null>(null)` + `useBoardCtx()` that throws when used outside the provider. Values are memoized (`useMemo`) to avoid re-rendering all consumers.

## How to verify
Unit test: consumer outside provider throws a clear error.

## Caveats
Context is not a store; high-frequency values (drag position) stay in refs or the store.
"""),

E("exp-team-009", project=P, asset_type="other", status="verified",
  title="签收 / 揽收 timestamps: always format in Asia/Shanghai (dayjs utc + timezone), never the runtime zone",
  assets=["dateFmt"], branches=["*"],
  applies_to={},
  conditions="Formatting server timestamps in either app; especially SSR in UTC containers.",
  source="PR by-frontend-guild#22", updated_at="2025-03-18",
  body="""
## Why
The APIs return UTC ISO strings. The console's Next server runs in UTC Docker containers and rendered 签收时间 8 hours off during SSR; HK drivers' phones are also UTC+8 but some testers used UTC emulators.

## What changed
`dayjs.extend(utc); dayjs.extend(timezone); fmt = t => dayjs(t).tz('Asia/Shanghai').format('YYYY-MM-DD HH:mm')` in the shared `@baiyun/time` helper; the driver app uses the same helper through its tiny wrapper.

## How to verify
SSR HTML and hydrated text show the same 签收时间.

## Caveats
Relative times (3 分钟前) still differ between server and client; render them after mount.
"""),

E("exp-team-010", project=P, asset_type="other", status="verified",
  title="BY-* error codes: shared @baiyun/errors mapping (messages, severity, retryable) and where each code is handled",
  assets=["errorMessages", "@baiyun/errors"], branches=["*"],
  applies_to={},
  conditions="Showing or handling BY-DRV-* / BY-DSP-* business error codes in either app.",
  source="PR by-frontend-guild#25", updated_at="2025-05-10",
  body="""
## Why
In the Vue era each app mapped error codes to texts through i18n keys (`err.BY_DRV_4012`), with different wording and no notion of whether a retry makes sense. During the migration the same codes kept coming back in bug reports, and each time someone re-discovered where it was handled.

## What changed
- Package `@baiyun/errors`: `messageFor(code, lang)`, `severity(code)` (`info` / `warn` / `block`), `retryable(code)`.
- Both apps show the friendly message and, in small grey text, the raw code for support (司机报给车队长 / 调度报给值班).
- Unknown codes fall back to 系统繁忙，请稍后重试 and are reported to Sentry with the raw payload.

### Code reference
| code | meaning | retryable | handled in |
|---|---|---|---|
| BY-DRV-4012 | token missing | after hydration | driver auth store (cold-start hydration) |
| BY-DRV-4031 | signature payload too large | no | driver SignaturePad export |
| BY-DRV-4090 | duplicate POD submission | no | driver submit lock + Idempotency-Key |
| BY-DRV-4100 | waybill revoked | no | driver task store (clears selection) |
| BY-DRV-4221 | exception photo required | no | driver ExceptionReportForm rules |
| BY-DRV-5003 | bridge call timeout (client-generated) | depends | driver BYBridge |
| BY-DSP-2201 | assignment conflict (409) | no, refetch | console DispatchBoard |
| BY-DSP-4007 | invalid date range (> 31 days) | no | console DateRangeFilter |
| BY-DSP-5102 | ws token expired | after refresh | console live events socket |

This table is only an index: the fixes themselves are in the entries named in the last column.

### Conventions
- `BY-DRV-*` are driver-facing, `BY-DSP-*` console-facing; 4xxx client errors, 5xxx server / infrastructure.
- Client-generated codes (5003) are created in the app, never by the gateway.
- The HTTP status is not enough: the gateway answers 200 with `{ code: 'BY-DRV-4221' }` for some legacy endpoints, so both `byFetch` (driver) and `baseQuery` (console) check the body `code`.

### Adding a code
1. Add it to `codes.ts` with zh-CN, zh-HK and en texts.
2. Set severity and retryable.
3. Release a minor version; bump both apps.

## How to verify
`@baiyun/errors` unit tests; both apps render 上传的签名图片过大 for BY-DRV-4031.

## Caveats
Never branch on the message text; always on the code.
"""),

E("exp-team-011", project=P, asset_type="directive", status="verified",
  title="v-html for 运单备注 -> dangerouslySetInnerHTML with DOMPurify (isomorphic in Next)",
  assets=["v-html"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Rendering merchant-provided rich-text remarks (运单备注).",
  source="PR by-frontend-guild#21", updated_at="2025-03-17",
  body="""
## Why
Remarks come from the merchant portal as HTML and were shown with `v-html` without sanitizing.

## What changed
`<div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, { ALLOWED_TAGS: ['b', 'i', 'br', 'p', 'span'], ALLOWED_ATTR: [] }) }} />`; in Next server components `isomorphic-dompurify`.

## How to verify
A remark containing `<img onerror>` renders as text without executing.

## Caveats
Plain-text remarks should not go through innerHTML at all.
"""),

E("exp-team-012", project=P, asset_type="other", status="verified",
  title="（Vue 2 时代笔记）this.$set / 数组下标赋值的响应式问题，迁移 React 后全部改为不可变更新",
  assets=["$set", "Vue.set"], branches=["*"],
  applies_to={"vue": "^2.6"},
  conditions="司机端（Vue 2.6）里用 `this.$set`、`Vue.set`、直接改数组下标或直接改 props 对象的代码。",
  source="wiki: 迁移手册/响应式", updated_at="2024-10-08",
  body="""
## 背景
Vue 2 用 `Object.defineProperty` 做响应式，新增属性必须 `this.$set(this.waybill, 'remark', v)`，数组下标赋值 `this.list[i] = x` 不会触发更新，所以代码里到处是 `$set` 和 `splice`。

## 做法
迁移到 React 后全部改为不可变更新：`setWaybill(w => ({ ...w, remark: v }))`，`setList(list => list.map((x, idx) => idx === i ? nx : x))`；zustand 的 action 里同理返回新对象。

## 验证
运单详情改备注、改件数后界面立即刷新。

## 注意
原来依赖“子组件直接改父组件传进来的对象也能生效”的代码，在 React 中不会刷新，要找出来改成回调（`onChange`）。
"""),

E("exp-team-013", project=P, asset_type="other", status="deprecated",
  title="Use moment 2.29 for all date handling in migrated code (superseded by dayjs)",
  assets=["dateFmt", "moment"], branches=["*"],
  applies_to={},
  conditions="Historical guideline, 2024-08.",
  counter_conditions="Superseded: dayjs everywhere; moment only on the frozen release/2025.q4 for antd 4 pickers.",
  source="doc: 前端规范 v1 (withdrawn section)", updated_at="2024-08-20",
  body="""
## Why
Early guideline: keep moment because antd 4 needs it.

## What changed
All new React code used moment.

## How to verify
-

## Caveats
Withdrawn: antd 5 uses dayjs, and moment adds 70 KB. See the dayjs / DateRangeFilter entries.
"""),

E("exp-team-014", project=P, asset_type="component", status="verified",
  title="Porting Vue 2.7 <script setup> components (defineProps / defineEmits) from the cancelled 2.7 upgrade spike",
  assets=["defineProps", "defineEmits", "script setup"], branches=["*"],
  applies_to={"vue": "~2.7"},
  conditions="Components written with `<script setup>` on Vue 2.7.",
  counter_conditions="Vue 2.6 code has no script setup; Vue 3 script setup differs in emits typing.",
  source="PR by-frontend-guild#9", updated_at="2024-12-02",
  body="""
## Why
A 2024 spike upgraded part of the driver app to Vue 2.7 and wrote components with `<script setup>`. The spike was cancelled but the learnings were kept.

## What changed
- `defineProps<{ waybill: Waybill }>()` -> a `Props` interface on the function component.
- `defineEmits<{ (e: 'sign', no: string): void }>()` -> `onSign?: (no: string) => void`.
- `useAttrs()` -> rest props spread onto the root.

## How to verify
Spike branch only.

## Caveats
Only valid on Vue ~2.7.
"""),

E("exp-team-015", project=P, asset_type="other", status="candidate",
  title="Review checklist for migrated components (check items)",
  assets=[], branches=["*"],
  applies_to={},
  conditions="Code review of any PR that ports a Vue asset to React.",
  source="doc: 迁移评审清单 draft", updated_at="2025-05-19",
  body="""
## Why
Reviewers kept finding the same issues in migration PRs.

## What changed
Draft checklist for the PR template.

## How to verify (check items)
- [ ] Event names / tracking props unchanged.
- [ ] Status texts come from @baiyun/waybill-status.
- [ ] No prop mutation; controlled props named like antd (`open`, `value`, `onChange`).
- [ ] List keys are 运单号 / plate, never the index.
- [ ] Error handling branches on BY-* codes, not messages.
- [ ] Tests query by role/text, not by component library classes.
- [ ] Experience entry written (Why / What changed / How to verify / Caveats).

## Caveats
Draft; not yet in the PR template.
"""),

E("exp-team-016", project=P, asset_type="other", status="verified",
  title=":key=\"index\" -> stable keys (运单号, plate, field.key)",
  assets=["v-for"], branches=["*"],
  applies_to={},
  conditions="Any list rendering ported from v-for.",
  source="PR by-frontend-guild#17", updated_at="2025-03-12",
  body="""
## Why
Many `v-for` loops used `:key="index"`; in React this caused input state to jump between rows after deletions (回单 list, 干线 stops).

## What changed
Keys: `waybillNo` for waybills, `plate` for trailers, `field.key` inside antd `Form.List`.

## How to verify
Delete the first row of a list with inputs: the remaining inputs keep their values.

## Caveats
Composite keys (`${no}-${idx}`) only for true duplicates.
"""),

E("exp-team-017", project=P, asset_type="other", status="review_required",
  title="Gradual rollout of React pages with by-flags (per depot / per driver group) - proposal",
  assets=["by-flags"], branches=["*"],
  applies_to={},
  conditions="Rolling out migrated pages to a subset of depots, dispatchers or drivers.",
  counter_conditions="Do not gate security fixes behind flags.",
  source="RFC by-frontend-guild/0011 (review)", updated_at="2025-05-13",
  body="""
## Why
We want to switch 运单列表 (console) and 任务列表 (driver) to React per depot, with an instant way back.

## What changed
- `by-flags` service; `useFlag('react_waybill_list')`.
- Console: flag evaluated in `middleware.ts` from the dispatcher's depot cookie and rewritten to the React or Vue route.
- Driver: flag read from `BYBridge.getProfile().flags`; the shell opens the React H5 or the Vue page.

## How to verify
Enable for 白云一部 only: dispatchers of that depot land on React pages.

## Caveats (why review_required)
Server-side vs client-side flag evaluation can disagree for one request after a flag change; cache TTL not agreed.
"""),

E("exp-team-018", project=P, asset_type="other", status="verified",
  title="this.$refs.child.method() -> forwardRef + useImperativeHandle (React 18)",
  assets=["$refs"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Parents calling methods on child components (SignaturePad.clear, Form reset, Table scrollTo).",
  counter_conditions="React 19 allows `ref` as a regular prop; not applicable to our React 18 apps.",
  source="PR by-frontend-guild#23", updated_at="2025-03-19",
  body="""
## Why
Vue parents called `this.$refs.pad.clear()` and `this.$refs.table.scrollTo(0)`.

## What changed
`const Pad = forwardRef<PadHandle, Props>((props, ref) => { useImperativeHandle(ref, () => ({ clear, undo, toBlob }), [...]); ... })`. Only expose the few methods the parent needs.

## How to verify
Parent calls `padRef.current?.clear()`; TypeScript knows the handle type.

## Caveats
Prefer props over imperative handles when possible.
"""),

E("exp-team-019", project=P, asset_type="other", status="verified",
  title="this.$emit('event', payload) -> onEvent callback props (naming and payload shape)",
  assets=["$emit", "emits"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Component events in any ported component.",
  source="PR by-frontend-guild#24", updated_at="2025-03-19",
  body="""
## Why
Vue components emitted kebab-case events (`@sign-done`, `@row-click`).

## What changed
`onSignDone`, `onRowClick` props; payload shape unchanged; multiple emit arguments become one object.

## How to verify
TypeScript props interfaces list every former emit.

## Caveats
`$emit` return values were ignored in Vue; callbacks should return void too.
"""),

E("exp-team-020", project=P, asset_type="other", status="verified",
  title="金额统一用“分”整数传输与计算，显示时再换算为元",
  assets=["money"], branches=["*"],
  applies_to={},
  conditions="运费、代收货款、赔付金额在两个项目中的计算与显示。",
  source="wiki: 迁移手册/金额", updated_at="2024-10-30",
  body="""
## 背景
Vue 时代部分页面用元（浮点数）计算，出现过 0.1 + 0.2 的对账差异。

## 做法
接口和 store 一律使用分（整数）；显示时 `fenToYuan(fen)` = `(fen / 100).toFixed(2)`；输入元时 `yuanToFen(v)` = `Math.round(parseFloat(v) * 100)`。

## 验证
代收货款 19.99 元录入后接口收到 1999。

## 注意
不要在 React 组件里对金额做浮点累加，合计在服务端算。
"""),

E("exp-team-021", project=P, asset_type="other", status="verified",
  title="React 19: ref as a regular prop, forwardRef no longer needed (learned on the react-19 spike)",
  assets=["$refs"], branches=["*"],
  applies_to={"react": ">=19"},
  conditions="Codebases already on React 19.",
  counter_conditions="React 18 (both our apps today): keep forwardRef.",
  source="spike: by-frontend-guild/react19", updated_at="2025-05-21",
  body="""
## Why
Spike to evaluate React 19 for both apps.

## What changed
Function components accept `ref` as a prop directly: `function Pad({ ref, ...props }: Props & { ref?: Ref<PadHandle> })`; `useImperativeHandle(ref, ...)` unchanged. A codemod removes forwardRef wrappers.

## How to verify
Spike branch builds with React 19.

## Caveats
antd 5 needs the React 19 compatibility patch; not planned for this year.
"""),

E("exp-team-022", project=P, asset_type="plugin", status="verified",
  title="Vue.config.errorHandler / app.config.errorHandler -> ErrorBoundary per page + global handlers",
  assets=["errorHandler"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Global error reporting and fallback UI in either app.",
  source="PR by-frontend-guild#26", updated_at="2025-03-22",
  body="""
## Why
Both apps reported errors through the Vue global `errorHandler` to Sentry.

## What changed
- A page-level `ErrorBoundary` with a 页面出错了，点击重试 fallback (Next: `error.tsx` per route segment).
- `window.onerror` / `unhandledrejection` for async errors that boundaries do not catch.

## How to verify
Throwing in a component shows the fallback and one Sentry event.

## Caveats
Event handler errors do not reach boundaries; they go through the global handlers.
"""),

E("exp-team-023", project=P, asset_type="component", status="verified",
  title="<teleport> / portal-vue -> createPortal (or the component library's getContainer)",
  assets=["teleport", "portal-vue"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Overlays rendered outside their parent DOM.",
  source="PR by-frontend-guild#27", updated_at="2025-03-23",
  body="""
## Why
The console used `<teleport to="body">`, the driver app `portal-vue` for floating submit bars.

## What changed
`createPortal(node, document.body)`; for antd / antd-mobile overlays prefer their `getContainer` prop.

## How to verify
Overlays render above the layout and unmount with the owner.

## Caveats
In Next, only create portals after mount (no document during SSR).
"""),

E("exp-team-024", project=P, asset_type="other", status="verified",
  title="computed -> derive during render; useMemo only for expensive work",
  assets=["computed"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Porting computed properties.",
  source="PR by-frontend-guild#28", updated_at="2025-03-24",
  body="""
## Why
Ports wrapped every `computed` in `useMemo`, often with wrong dependencies, producing stale totals.

## What changed
Compute directly in render by default; `useMemo` only for heavy work (sorting 5k rows) with complete dependencies (eslint `react-hooks/exhaustive-deps` as error).

## How to verify
Lint passes; totals update when rows change.

## Caveats
Writable computed (get/set) becomes a value + a setter callback.
"""),

]
