"""mj-counter (柜面系统) entries: components, directives, filters, mixins, hotkeys."""
from .common import E

P = "mj-counter"

ENTRIES = [
E("exp-mjc-001", "AmountInput（mj-ui 3.x）迁移为 MUI 受控金额输入框：千分位与两位小数",
"""
【问题】mj-ui 3.x 的 `AmountInput` 在 Vue 里 `v-model` 绑定的是 Number，组件内部负责千分位显示、失焦补齐两位小数、最大值 `max` 校验。迁到 React 后直接用 `TextField type="number"` 会丢千分位，且柜员输入 `1,000` 时值变成空。
【原因】mj-ui 3.x 的 `AmountInput` 内部维护两份状态：显示串 `displayValue`（带逗号）和模型值 `value`（Number，单位元）。`type=number` 的原生输入框不接受逗号。
【做法】写 `MjAmountField`：外部受控值仍是 Number（元），内部 `useState` 维护显示串；`onChange` 时去掉逗号、限制小数位，`onBlur` 时补齐 `.00`。
```tsx
export function MjAmountField({ value, onChange, max, ...rest }: Props) {
  const [text, setText] = useState(() => formatThousands(value));
  useEffect(() => { if (!focused.current) setText(formatThousands(value)); }, [value]);
  return <TextField {...rest} inputMode="decimal" value={text}
    onChange={e => { const raw = e.target.value.replace(/,/g, '');
      if (!/^\\d*(\\.\\d{0,2})?$/.test(raw)) return;
      setText(raw); onChange(raw === '' ? null : Number(raw)); }}
    onBlur={() => setText(formatThousands(value))} />;
}
```
`max` 校验放到 react-hook-form 的 `rules.max`，不要在组件里截断，否则柜员看不到超限提示。
【注意】值为空时给 `null` 而不是 `undefined`，否则 MUI 报 uncontrolled→controlled 警告。大写金额显示不在本组件，见大写金额那条。
""", P, "component", "verified",
assets=["AmountInput", "MjAmountField"], applies_to={"mj-ui": "^3.0.0", "react": "^18.0.0", "@mui/material": "^5.0.0"},
conditions="mj-ui 3.x 的 AmountInput（v-model 为 Number，单位元）；React 端用 MUI 5 TextField。",
counter_conditions="mj-ui 2.x 的 AmountInput 抛出的是带逗号字符串，换算逻辑不同；外币无小数币种（JPY/KRW）不能固定两位小数。",
source="PR !412 mj-counter: feat(react): MjAmountField", updated_at="2024-04-18"),

E("exp-mjc-002", "AmountInput（mj-ui 2.x，hotfix 线）迁移：input 事件抛的是带逗号字符串",
"""
【问题】hotfix 分支还在 mj-ui 2.9，`AmountInput` 的 `input` 事件抛出的是 `"12,345.60"` 这样的字符串，老页面里到处是 `parseFloat(val.replace(/,/g,''))`。按 3.x 的经验把它当 Number 接，React 端 `MjAmountField` 的 value 直接成了 NaN。
【原因】mj-ui 2.x 没有 `:precision` 属性，也没有 Number 模型值，格式化完全交给调用方；3.0 才改为 Number。
【做法】hotfix 线上的 React 页面在适配层把字符串转一次：`toYuanNumber(str)`（去逗号→`Number`→`Math.round(x*100)/100`），再交给 `MjAmountField`。提交给后台时保持老接口的字符串格式 `amountStr`，不要改成 Number，老交易接口 `/api/v1/txn/*` 只认字符串。
【注意】不要把 mj-ui 2.x 的字符串直接塞给 MUI TextField 当受控值再二次格式化，会出现 `12,,345.60`。
""", P, "component", "verified",
assets=["AmountInput", "MjAmountField"], applies_to={"mj-ui": ">=2.8.0 <3.0.0", "react": "^18.0.0"},
conditions="mj-ui 2.8～2.9（hotfix/* 线）上的 AmountInput。",
counter_conditions="mj-ui 3.x 已经是 Number 模型值，不要再做字符串转换。",
source="commit 7c1e0b4 (hotfix/2023q4-amount)", updated_at="2024-01-09"),

E("exp-mjc-003", "AmountInput 旁的大写金额（人民币大写）在 React 端的实现",
"""
【问题】柜面转账、现金存取页面，`AmountInput` 下面有一行"大写：壹万贰仟叁佰肆拾伍元陆角整"，Vue 里是 mj-ui 的 `show-capital` 属性。
【原因】`show-capital` 是 `AmountInput` 内部调用 `mj-ui/utils/capital.js` 的 `toChineseUpper`，React 端的 `MjAmountField` 没有这个能力。
【做法】把 `toChineseUpper` 抽到 `@mj/shared-utils`，React 端单独渲染 `<CapitalAmount value={amount} />`，放在 `TextField` 的 `helperText` 里：
```tsx
<MjAmountField value={amt} onChange={setAmt}
  helperText={amt ? `大写：${toChineseUpper(amt)}` : ' '} />
```
规则：整数部分"零"合并、"元"后无角分补"整"；负数前缀"负"。单测沿用原 `capital.spec.js` 的 46 个用例。
【注意】大写金额只针对人民币；外币页面不显示大写。千分位、两位小数的处理不在这里。
""", P, "component", "verified",
assets=["AmountInput", "CapitalAmount", "toChineseUpper"], applies_to={"react": "^18.0.0", "@mui/material": "^5.0.0"},
conditions="人民币金额需要显示大写的柜面页面。",
counter_conditions="外币金额（美元、日元等）页面不显示大写。",
source="wiki: 柜面前端/迁移手册/金额组件", updated_at="2024-03-02"),

E("exp-mjc-004", "AmountInput port: caret jumps to the end after a thousands separator is inserted",
"""
[Problem] QA regression QA-2024-017: in the React MjAmountField (port of AmountInput), typing 1234 gives "1,234" and the caret jumps to the end; editing a middle digit becomes impossible for tellers.
[Cause] Re-formatting the display string on every keystroke replaces the input value, so the browser resets selectionStart.
[Fix] Only insert separators on blur (as the Vue AmountInput did), or, if live formatting is required, restore the caret in a layout effect: count digits left of the caret before formatting and put the caret after the same number of digits afterwards.
```tsx
useLayoutEffect(() => { const el = ref.current; if (el && caret.current != null) el.setSelectionRange(caret.current, caret.current); }, [text]);
```
[Note] Reproduced on Chrome 79 teller terminals and Chrome 120. Not reproducible with the blur-only formatting variant.
""", P, "component", "verified",
assets=["AmountInput", "MjAmountField"], applies_to={"react": "^18.0.0", "@mui/material": "^5.0.0"},
conditions="Live thousands formatting inside the React amount field.",
counter_conditions="Blur-only formatting does not need the caret fix.",
source="QA vendor report QA-2024-017", updated_at="2024-04-22"),

E("exp-mjc-005", "MjTable 服务端分页迁移：TanStack Query 5 用 placeholderData 保留上一页",
"""
【问题】`MjTable` 在 Vue 里是 `:data` + `@page-change` 触发 Vuex action 拉数据，翻页时表格不闪。React 端用 `useQuery` 后，每次翻页 data 变成 undefined，表格先空再出数据，柜员看着像"数据丢了"。
【原因】queryKey 变化后新 key 没有缓存；TanStack Query 5 已删除 `keepPreviousData: true` 选项。
【做法】
```ts
import { keepPreviousData, useQuery } from '@tanstack/react-query';
const q = useQuery({
  queryKey: ['txn-list', branchNo, page, pageSize, sort],
  queryFn: ({ signal }) => fetchTxnList({ page, pageSize, sort }, signal),
  placeholderData: keepPreviousData,
});
// 翻页时用 q.isPlaceholderData 控制表格上的半透明遮罩
```
排序字段放进 queryKey，服务端排序时 `MjDataTable` 的 `sortingMode="server"`。
【注意】总条数 `total` 也要从 placeholder 里取，否则分页器会先跳回第 1 页。
""", P, "component", "verified",
assets=["MjTable", "MjDataTable"], applies_to={"@tanstack/react-query": "^5.0.0", "react": "^18.0.0"},
conditions="MjTable 服务端分页/排序的列表页（流水查询、尾箱明细等）。",
counter_conditions="TanStack Query 4 用 keepPreviousData: true，不是 placeholderData；前端分页的小表不需要。",
source="PR !455 mj-counter: refactor(list): MjDataTable + useQuery", updated_at="2024-05-06"),

E("exp-mjc-006", "MjTable 分页用 keepPreviousData: true（已废弃）",
"""
【问题】早期 React 试点（TanStack Query 4.29）里 `MjTable` 翻页闪烁。
【做法】`useQuery(['txn', page], fetch, { keepPreviousData: true })`。
【注意】升级到 TanStack Query 5 后该选项已删除，写了也不报错只是无效。请看 placeholderData 那条。
""", P, "component", "deprecated",
assets=["MjTable"], applies_to={"@tanstack/react-query": "^4.0.0"},
conditions="TanStack Query 4。", counter_conditions="项目已统一到 TanStack Query 5。",
source="PR !301 (reverted in !455)", updated_at="2023-08-14"),

E("exp-mjc-007", "MjTable 跨页勾选（reserve-selection）在 React 端的保持",
"""
【问题】批量冲正、批量打印页面用 `MjTable` 的 `reserve-selection` + `row-key="txnSerialNo"` 做跨页勾选，React 端翻页后勾选丢失。
【原因】Element 的 `reserve-selection` 把选中行缓存在表格实例里；React 的表格是纯受控的，数据换页后选中的 row 对象不存在了。
【做法】选中状态只存 id：`const [selected, setSelected] = useState<Set<string>>(new Set())`，行的 checked 由 `selected.has(row.txnSerialNo)` 计算；表头全选只作用于当前页。提交时把 id 列表交给后台，不要带 row 对象。
【注意】选中集合跟查询条件绑定：查询条件变化（机构号、日期）时清空，否则会冲正到上一次查询的流水。
""", P, "component", "verified",
assets=["MjTable", "MjDataTable"], applies_to={"react": "^18.0.0"},
conditions="需要跨页批量操作的 MjTable 列表。",
counter_conditions="单页选择或单选行不需要这套。",
source="PR !468", updated_at="2024-05-20"),

E("exp-mjc-008", "MjTable summary-method 合计行迁移（待复核）",
"""
【问题】尾箱明细、轧账明细页用 `MjTable` 的 `show-summary` + `summary-method` 算合计行。
【做法】目前方案：合计行不在前端算，改由后台返回 `summary` 字段，React 端在表格 footer 渲染；前端算合计在分页场景下只算当前页，是错的。
【注意】跨币种合计是否要按币种分行还没和业务确认，所以标记待复核。
""", P, "component", "review_required",
assets=["MjTable"], applies_to={"react": "^18.0.0"},
conditions="带合计行的 MjTable。", counter_conditions="不分页的小表可以继续前端求和。",
source="wiki: 柜面前端/待定问题/合计行", updated_at="2024-05-28"),

E("exp-mjc-009", "Warning: Each child in a list should have a unique \"key\" prop（MjDataTable 行）",
"""
【问题】迁移后的流水列表控制台持续报 `Warning: Each child in a list should have a unique "key" prop. Check the render method of MjDataTable.`，勾选状态偶发错行。
【原因】Vue 里 `MjTable` 用 `row-key="txnSerialNo"`，迁移时 React 端写成了 `key={index}`；冲正后列表局部刷新，index 对不上。
【做法】`getRowId={(row) => row.txnSerialNo}`，行渲染 `key={row.txnSerialNo}`。同一流水会出现多笔分录（借/贷）时用 `${txnSerialNo}-${entrySeq}`。
【注意】不要用 `Math.random()` 或 uuid 生成 key，每次渲染都会重建行，选中和展开全丢。
""", P, "component", "verified",
assets=["MjTable", "MjDataTable"], applies_to={"react": "^18.0.0"},
conditions="React 控制台出现 unique key 警告的 MjDataTable 列表。",
source="commit a93d2f1", updated_at="2024-02-27"),

E("exp-mjc-010", "AuthDialog 授权弹窗完整迁移（主管授权、大额、指纹仪、授权票据）",
"""
【问题】柜面上需要主管授权的交易（大额现金支取、冲正、隔日冲正、尾箱调拨、密码重置）在 Vue 里统一调用 `this.$auth.open({ txnCode, amount, reason })`，这是 mj-ui 3.x 注册的插件，背后是全局单例 `AuthDialog` 组件。React 端没有全局 `this`，第一版每个页面自己 `<AuthDialog open={...}/>`，结果同一个页面两处授权弹窗叠在一起，指纹仪被占用，报"设备忙"。
【原因】
1. `$auth` 插件是单例：同时只允许一个授权会话，内部持有指纹仪 websocket 连接（ws://127.0.0.1:9300/finger）。React 端多实例后，连接被打开两次。
2. 授权结果不是布尔值，而是后台签发的授权票据 `authTicket`，交易提交时必须带在请求头里。第一版只判断了 `ok`，交易接口回 `MJ-E2040 缺少授权票据`。
3. 授权级别（`authLevel`）由后台 `/auth/precheck` 按交易码和金额返回：1 = 本网点主管，2 = 支行主管，3 = 远程授权中心。Vue 版在插件里自动调 precheck，React 端漏了这一步，大额交易只弹了本网点授权。
【做法】
1. 在 App 根部放一个 `AuthDialogProvider`，内部只渲染一个 `AuthDialog`，通过 context 暴露 `useAuthorize()`：
```tsx
const authorize = useAuthorize();
async function onSubmit(form: CashOutForm) {
  const ticket = await authorize({ txnCode: '2011', amount: form.amount, reason: '大额现金支取' });
  if (!ticket) return;            // 柜员取消
  await submitCashOut(form, { headers: { 'X-MJ-Auth-Ticket': ticket.authTicket } });
}
```
2. Provider 内部用一个 Promise 队列保证同一时刻只有一个授权会话；第二个请求排队，不并发打开指纹仪。
3. `authorize()` 内部先调 `/auth/precheck`，拿到 `authLevel` 和 `needFinger`；`authLevel >= 3` 时走远程授权（见远程授权那条，目前还是候选方案）。
4. 指纹仪连接放在 Provider 的 `useEffect` 里，组件卸载时 `ws.close()`；开发环境 StrictMode 会挂载两次，连接建立前要判断 `wsRef.current`。
5. 授权弹窗里的主管柜员号、密码输入框沿用 `MjAmountField` 同一套 MUI 样式，密码框 `autoComplete="off"`，禁止浏览器记住。
6. 授权方式有三种：密码、指纹、密码+指纹（`authMode` 由 precheck 返回）。弹窗按 `authMode` 切换表单，不要让柜员自己选；指纹采集超时 15 秒后提示"请主管重新按压"，允许切换到密码方式的条件同样由后台返回的 `allowFallback` 决定。
7. 授权弹窗要显示交易摘要（交易码、交易名称、金额大写、客户名脱敏），主管据此判断。摘要组件复用 `CapitalAmount` 和 `maskCardNo`。
8. 审计：每次授权弹窗打开、取消、成功都要调 `/audit/auth-event` 上报，Vue 版在插件里自动做了，React 版放在 Provider 里，页面不用管。
【注意】
- 授权票据有效期 60 秒，且只能用一次。柜员授权后在确认页停留太久再提交，后台回 `MJ-E2041 授权票据已过期`：这时不要用旧票据重试，必须重新调用 `authorize()` 走一遍授权；TanStack Query 的 mutation 要设置 `retry: 0`，否则会拿过期票据自动重试 3 次，触发后台风控"疑似重放"。
- 票据不能放进 TanStack Query 的缓存或 sessionStorage，只在当前提交的闭包里用。
- 主管不能给自己授权：`authTellerNo === currentTellerNo` 时前端直接提示，后台对应 `MJ-E2043`。
- 冲正交易的授权原因 `reason` 必须带原交易流水号，格式 `冲正:${origSerialNo}`，审计要用。
- hotfix/* 线还在 mj-ui 2.x，没有这个 Provider，见 hotfix 授权桥接那条。
""", P, "component", "verified",
assets=["AuthDialog", "$auth", "AuthDialogProvider", "useAuthorize"], branches=["master", "feature/*"],
applies_to={"mj-ui": "^3.0.0", "react": "^18.0.0", "@mui/material": "^5.0.0", "@tanstack/react-query": "^5.0.0"},
conditions="mj-ui 3.x 的 $auth 插件 / AuthDialog；master 与 feature/* 分支。",
counter_conditions="hotfix/* 分支（mj-ui 2.x）不能用 AuthDialogProvider；远程授权（authLevel 3）不在本方案内。",
source="PR !433 mj-counter: feat(auth): AuthDialogProvider + useAuthorize; wiki: 柜面前端/迁移手册/授权", updated_at="2024-05-30"),

E("exp-mjc-011", "远程授权（授权中心排队）在 React 端的处理思路（候选）",
"""
【问题】`authLevel = 3` 的交易（超过支行权限的大额、特殊冲正）要推送到远程授权中心，柜员端等待授权中心审批，可能 1～5 分钟。
【做法（候选，检查项）】
- 等待期间用 `useQuery` 轮询 `/auth/remote/{reqId}`，`refetchInterval: 3000`，拿到 `APPROVED` 后取票据。
- 等待弹窗要能"撤回申请"，调用 `/auth/remote/{reqId}/cancel`。
- 远程授权票据有效期是 120 秒，不是 60 秒。
【注意】还没在生产验证，授权中心接口可能改为 websocket 推送。
""", P, "component", "candidate",
assets=["AuthDialog", "useAuthorize"], applies_to={"react": "^18.0.0", "@tanstack/react-query": "^5.0.0"},
conditions="authLevel 3 的远程授权。", counter_conditions="本网点/支行主管现场授权不走这里。",
source="wiki: 柜面前端/草稿/远程授权", updated_at="2024-06-03"),

E("exp-mjc-012", "hotfix 分支上 React 页面调用授权：走 window.__mjAuthBridge 复用 Vue 的 $auth",
"""
【问题】hotfix/* 线是 mj-ui 2.9，没有 `AuthDialogProvider`；紧急修复里新写的 React 页面需要主管授权。
【原因】mj-ui 2.x 的 `$auth.open(opts, callback)` 是回调风格，而且授权票据字段叫 `ticket` 不叫 `authTicket`。
【做法】Vue 壳在启动时挂桥：`window.__mjAuthBridge = (opts) => new Promise(r => Vue.prototype.$auth.open(opts, r))`。React 页面里 `const res = await window.__mjAuthBridge({ txnCode, amount })`，提交时请求头用 `X-MJ-Auth-Ticket: res.ticket`。
【注意】只用于 hotfix 线；合回 master 时改成 `useAuthorize()`。
""", P, "component", "verified",
assets=["AuthDialog", "$auth"], branches=["hotfix/*"], applies_to={"mj-ui": ">=2.8.0 <3.0.0", "react": "^18.0.0"},
conditions="hotfix/* 分支、mj-ui 2.x 壳里的 React 页面。",
counter_conditions="master / feature/*（mj-ui 3.x）请用 AuthDialogProvider。",
source="commit 55b0c9e (hotfix/2024-02-auth)", updated_at="2024-02-19"),

E("exp-mjc-013", "v-permission 指令（柜面，Vue 2）迁移为 <Permission> 组件与 usePermission",
"""
【问题】柜面按钮级权限用 `v-permission="'txn:reverse'"`，没有权限时直接从 DOM 移除元素。React 没有指令。
【原因】`v-permission` 的 `inserted` 钩子读取 Vuex `state.teller.permissions`，`el.parentNode.removeChild(el)`。
【做法】
```tsx
export function Permission({ code, children, fallback = null }: Props) {
  const { permissions } = useTellerSession();
  return permissions.includes(code) ? <>{children}</> : fallback;
}
<Permission code="txn:reverse"><Button>冲正</Button></Permission>
```
需要在逻辑里判断时用 `usePermission('txn:reverse')` 返回布尔值。权限码列表来自 `useTellerSession()`，不要再读 localStorage。
【注意】v-permission 只管"能不能看到按钮"，不等于主管授权；需要主管授权的操作仍走 `useAuthorize()`。
""", P, "directive", "verified",
assets=["v-permission", "Permission", "usePermission"], applies_to={"vue": "^2.7.0", "react": "^18.0.0"},
conditions="mj-counter 的 v-permission（权限来自 Vuex teller 模块）。",
counter_conditions="mj-risk 的 v-permission 读的是 Pinia userStore，权限码格式不同；主管授权不是权限指令。",
source="PR !420", updated_at="2024-04-02"),

E("exp-mjc-014", "v-amount 指令（普通 input 失焦格式化金额）迁移为 useAmountBlurFormat",
"""
【问题】一些老页面没用 `AmountInput`，而是在原生 `el-input` 上挂 `v-amount`，失焦时把值格式化成千分位两位小数。
【做法】写 `useAmountBlurFormat(ref)`：返回 `{ onBlur, onFocus }`，focus 时去逗号、blur 时格式化；配合 react-hook-form 的 `register` 用 `setValueAs: v => Number(String(v).replace(/,/g,''))`。
【注意】模型值统一是 Number（元），显示串只在输入框里。
""", P, "directive", "verified",
assets=["v-amount", "useAmountBlurFormat"], applies_to={"react": "^18.0.0", "react-hook-form": "^7.0.0"},
conditions="挂在普通 el-input 上的 v-amount。",
counter_conditions="不要用于 AmountInput / MjAmountField：组件自带格式化，叠加会重复格式化出现 1,,000.00。",
source="PR !427", updated_at="2024-03-21"),

E("exp-mjc-015", "v-prevent-reclick 防重复提交指令迁移为 useSubmitLock",
"""
【问题】柜面交易按钮挂 `v-prevent-reclick="2000"`，两秒内重复点击无效，防止柜员连点导致重复记账。
【原因】指令是时间锁；但 React 端提交是异步 mutation，2 秒不够（网关慢时 5～8 秒）。
【做法】不用时间锁，用请求锁：`const m = useMutation({ mutationFn, retry: 0 })`，按钮 `disabled={m.isPending}`；另外前端生成幂等键 `X-MJ-Idem-Key`（uuid）放在 `useRef` 里，同一表单的重试用同一个键，后台据此去重。
【注意】不要在 onSuccess 之前重置表单；网络超时后不要自动重试记账类交易。
""", P, "directive", "verified",
assets=["v-prevent-reclick", "useSubmitLock"], applies_to={"@tanstack/react-query": "^5.0.0", "react": "^18.0.0"},
conditions="记账类交易按钮。", counter_conditions="纯查询按钮只需要 debounce，不需要幂等键。",
source="PR !438", updated_at="2024-04-25"),

E("exp-mjc-016", "v-focus-next（回车跳到下一个输入框）迁移",
"""
【问题】柜员习惯用回车在表单内逐项跳转，Vue 里 `v-focus-next` 挂在 `el-form` 上，按 DOM 顺序找下一个可聚焦元素。
【做法】`useEnterToNext(formRef)`：在 form 的 `onKeyDown` 里拦截 Enter（非 textarea、非 IME 组字 `e.nativeEvent.isComposing`），按 `[data-mj-order]` 排序找下一个输入框 `focus()`；最后一项回车触发提交按钮的校验而不是直接提交。
【注意】MUI Autocomplete 打开下拉时回车是选中选项，要判断 `aria-expanded`。
""", P, "directive", "verified",
assets=["v-focus-next", "useEnterToNext"], applies_to={"react": "^18.0.0", "@mui/material": "^5.0.0"},
conditions="柜面录入表单。", counter_conditions="查询条件栏回车应直接查询，不跳转。",
source="PR !441", updated_at="2024-04-28"),

E("exp-mjc-017", "currency 过滤器迁移为 formatCurrency（人民币）",
"""
【问题】模板里大量 `{{ amount | currency }}`，Vue 2 过滤器在 React 里没有对应物。
【做法】`formatCurrency(v, { symbol = '¥', digits = 2 })`，内部用 `new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })`；`null/undefined` 显示 `--`，负数显示 `-¥1,234.00`。
JSX 里写 `{formatCurrency(row.amount)}`；表格列用 `valueFormatter`。
【注意】金额从后台来的是"分"（整数）的接口，要先 `/100`（老接口 `/api/v1` 返回元字符串，新接口 `/api/v2` 返回分）。
""", P, "filter", "verified",
assets=["currency", "formatCurrency"], applies_to={"vue": "^2.7.0"},
conditions="人民币金额展示。",
counter_conditions="外币（JPY、KRW 等无小数币种、或需要币种符号）用 currencyFx/formatFx。",
source="PR !405", updated_at="2024-03-11"),

E("exp-mjc-018", "currencyFx 外币过滤器迁移：按币种小数位格式化",
"""
【问题】外币兑换、外币存款页面用 `{{ amt | currencyFx(ccy) }}`，JPY 显示 0 位小数，USD 两位。沿用人民币的 formatCurrency 后日元显示成 `10,000.00`，客户投诉。
【做法】`formatFx(v, ccy)`：小数位读后台参数 `/param/ccy` 返回的 `ccyDecimals`（JPY=0、KRW=0、USD=2、KWD=3），用 `Intl.NumberFormat('zh-CN', { style: 'currency', currency: ccy, currencyDisplay: 'code' })`。参数用 `useQuery({ queryKey: ['param','ccy'], staleTime: Infinity })` 缓存。
【注意】不要在前端硬编码小数位表；日切后参数可能变更，`staleTime` 无限但日切时要 invalidate。
""", P, "filter", "verified",
assets=["currencyFx", "formatFx", "currency"], applies_to={"@tanstack/react-query": "^5.0.0"},
conditions="外币金额展示。", counter_conditions="人民币金额用 formatCurrency。",
source="PR !446", updated_at="2024-05-08"),

E("exp-mjc-019", "maskCardNo 卡号脱敏过滤器迁移",
"""
【问题】`{{ cardNo | maskCardNo }}` 显示 `6217 **** **** 1234`。
【做法】`maskCardNo(no)`：保留前 4 后 4，中间 `*`，每 4 位空格；长度不足 12 位原样返回。放到 `@mj/shared-utils`，单测覆盖 16/19 位卡。
【注意】脱敏只做展示；复制到剪贴板的也是脱敏值。凭证打印是否脱敏按打印模板配置，不在这里处理。
""", P, "filter", "verified",
assets=["maskCardNo"], conditions="卡号展示。", counter_conditions="身份证、手机号脱敏见团队通用 maskId。",
source="PR !409", updated_at="2024-03-12"),

E("exp-mjc-020", "dateFmt 过滤器（moment）迁移为 dayjs",
"""
【问题】`{{ d | dateFmt('YYYY-MM-DD') }}` 依赖 moment，包体大。
【做法】改成 `formatDate(d, fmt = 'YYYY-MM-DD')`，内部 dayjs；后台日期是 `yyyyMMdd` 字符串（如 `20240315`），用 `dayjs(d, 'YYYYMMDD')`，需要 `customParseFormat` 插件。
【注意】交易日期显示用会计日期（后台返回），不要用 `dayjs()` 当前时间。
""", P, "filter", "verified",
assets=["dateFmt", "formatDate"], applies_to={"dayjs": "^1.11.0"},
conditions="日期展示。", counter_conditions="需要时区换算的场景（跨境汇款）另议。",
source="PR !410", updated_at="2024-03-12"),

E("exp-mjc-021", "tellerSessionMixin 迁移为 useTellerSession（签到状态、机构号、权限）",
"""
【问题】几乎所有交易页混入 `tellerSessionMixin`，提供 `this.tellerNo`、`this.branchNo`、`this.signedIn`、`this.permissions`，并在 `created` 里检查签到。
【做法】`useTellerSession()`：`useQuery({ queryKey: ['teller','session'], queryFn: getSession, staleTime: 5*60*1000 })`，外面包一层 `TellerSessionProvider` 在 loading 时渲染骨架屏；签退时 `queryClient.removeQueries({ queryKey: ['teller'] })`。
【注意】不要每个页面各自 fetch session；mixin 里的 `created` 签到检查已移到路由层（RequireSignIn）。
""", P, "mixin", "verified",
assets=["tellerSessionMixin", "useTellerSession"], applies_to={"@tanstack/react-query": "^5.0.0", "react": "^18.0.0"},
conditions="依赖柜员会话信息的页面。", source="PR !418", updated_at="2024-04-01"),

E("exp-mjc-022", "formDirtyMixin（离开未保存提示）迁移为 react-router useBlocker",
"""
【问题】录入页混入 `formDirtyMixin`，在 `beforeRouteLeave` 里判断 `this.dirty`，弹 `el-message-box` 确认。
【做法】react-router-dom 6.19 起 `useBlocker` 已稳定（需 data router：`createBrowserRouter`）：
```tsx
const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
useEffect(() => { if (blocker.state === 'blocked') confirm('有未保存的录入，确认离开？').then(ok => ok ? blocker.proceed() : blocker.reset()); }, [blocker.state]);
```
`isDirty` 取 react-hook-form 的 `formState.isDirty`。关闭浏览器/刷新另外挂 `beforeunload`。
【注意】交易提交成功后先 `reset()` 表单再跳转，否则会被自己拦住。
""", P, "mixin", "verified",
assets=["formDirtyMixin", "useBlocker"], applies_to={"react-router-dom": ">=6.19.0 <7.0.0", "react-hook-form": "^7.0.0"},
conditions="react-router-dom 6.19+ 且使用 createBrowserRouter。",
counter_conditions="6.19 以下只有 unstable_useBlocker；未使用 data router 的页面不能用。",
source="PR !449", updated_at="2024-05-10"),

E("exp-mjc-023", "formDirtyMixin 在 react-router-dom 6.7～6.18 上用 unstable_useBlocker",
"""
【问题】hotfix 线 react-router-dom 是 6.18，`import { useBlocker }` 报 `export 'useBlocker' (imported as 'useBlocker') was not found in 'react-router-dom'`。
【做法】`import { unstable_useBlocker as useBlocker } from 'react-router-dom'`，用法与稳定版相同（同样要求 data router）。在 `src/compat/router.ts` 统一导出，合回 master 时只改这一处。
【注意】6.7 之前连 unstable 版本都没有。
""", P, "mixin", "verified",
assets=["formDirtyMixin", "useBlocker"], applies_to={"react-router-dom": ">=6.7.0 <6.19.0"},
conditions="react-router-dom 6.7～6.18（hotfix 线）。", counter_conditions="6.19 以后用稳定的 useBlocker。",
source="commit 0b7de21 (hotfix/2024-03-dirty)", updated_at="2024-03-05"),

E("exp-mjc-024", "formDirtyMixin 用 history.block 实现（已废弃）",
"""
【问题】最早用 `history` v4 的 `history.block()` 实现离开提示。
【注意】react-router 6 不再暴露 history.block，此方案已废弃。
""", P, "mixin", "deprecated",
assets=["formDirtyMixin"], applies_to={"react-router-dom": "^5.0.0"},
source="wiki 历史版本", updated_at="2023-06-30"),

E("exp-mjc-025", "hotkeyMixin（F2 提交、F8 授权、Esc 返回）迁移为 useHotkeys",
"""
【问题】柜面页面混入 `hotkeyMixin`，`mounted` 注册 `window.addEventListener('keydown')`，F2 提交、F8 唤起授权、F9 打印、Esc 返回菜单。
【做法】`useHotkeys(map, deps)`：一个全局 `HotkeyProvider` 维护栈，页面 `useEffect` 入栈/出栈，只有栈顶页面响应；`e.preventDefault()` 阻止 F5 刷新等浏览器默认行为（柜面终端禁止 F5）。
```ts
useHotkeys({ F2: submit, F8: () => authorize(opts), Escape: goMenu }, [submit]);
```
【注意】弹窗打开时热键栈顶是弹窗，页面的 F2 不应生效；MUI Dialog 的焦点陷阱问题见 QA 那条。
""", P, "mixin", "verified",
assets=["hotkeyMixin", "useHotkeys"], applies_to={"react": "^18.0.0"},
conditions="柜面交易页热键。", counter_conditions="mj-risk 看板没有热键需求。",
source="PR !452", updated_at="2024-05-14"),

E("exp-mjc-026", "hotkeyMixin 用 document.onkeydown 全局覆盖（已废弃）",
"""
【问题】早期 React 页面直接 `document.onkeydown = handler`。
【注意】多个页面互相覆盖，弹窗关闭后热键失效，已废弃，改用 HotkeyProvider。
""", P, "mixin", "deprecated",
assets=["hotkeyMixin"], source="PR !300", updated_at="2023-07-12"),

E("exp-mjc-027", "MUI Dialog focus trap swallows the F8 authorisation hotkey",
"""
[Problem] QA-2024-022: inside a MUI Dialog (e.g. the voucher confirm dialog), pressing F8 does not open the supervisor authorisation; F2 submits the page behind the dialog instead.
[Cause] Keydown listeners registered on window by useHotkeys still fire, but the dialog's focus trap plus our hotkey stack pushed the dialog layer only on open animation end, so for ~225 ms the page layer was on top.
[Fix] Push the hotkey layer synchronously in the Dialog's `TransitionProps.onEnter`, pop it in `onExited`; register dialog-level keys via the Dialog's `onKeyDown`, not window.
[Note] Affects every MUI 5 Dialog used in teller pages; the Vue el-dialog did not have this problem.
""", P, "component", "verified",
assets=["hotkeyMixin", "useHotkeys", "AuthDialog"], applies_to={"@mui/material": "^5.0.0", "react": "^18.0.0"},
conditions="Hotkeys while a MUI Dialog is open.", source="QA vendor report QA-2024-022", updated_at="2024-05-17"),
]
