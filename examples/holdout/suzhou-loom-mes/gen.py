#!/usr/bin/env python3
"""Generate experiences.jsonl and queries.jsonl for the Suzhou loom-mes / workshop-pad
migration-experience library (formats.md §1 entries, §3 labeled queries).

Entries are declared with short symbolic keys; ids exp-sl-NNNN are assigned in
declaration order. Queries reference entries by key; ids q-sl-NNN are assigned in
declaration order. Standard library only.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

ENTRIES = []   # list of dicts (with "_key")
QUERIES = []


def E(key, title, body, project, asset_type, status, *, branches=None, applies=None,
      assets=None, cond=None, counter=None, source=None, updated=None):
    e = {"_key": key, "title": title, "body": body.strip("\n"), "project": project,
         "asset_type": asset_type, "status": status}
    if branches is not None:
        e["branches"] = branches
    if applies is not None:
        e["applies_to"] = applies
    if assets is not None:
        e["assets"] = assets
    if cond:
        e["conditions"] = cond
    if counter:
        e["counter_conditions"] = counter
    if source:
        e["source"] = source
    if updated:
        e["updated_at"] = updated
    ENTRIES.append(e)


# ---------------------------------------------------------------- stacks / contexts
LM_FE_STACK = {"vue": "2.6.14", "element-ui": "2.15.14", "vuex": "3.6.2", "vue-router": "3.6.5",
               "@antv/g2": "4.2.10", "react": "18.3.1", "react-dom": "18.3.1", "antd": "5.21.6",
               "@reduxjs/toolkit": "2.2.7", "react-redux": "9.1.2", "react-router-dom": "6.26.2",
               "@ant-design/charts": "2.2.1", "dayjs": "1.11.13", "axios": "1.7.7"}
LM_REL_STACK = {"vue": "2.6.14", "element-ui": "2.15.14", "vuex": "3.6.2", "vue-router": "3.6.5",
                "@antv/g2": "4.2.10", "react": "17.0.2", "react-dom": "17.0.2", "antd": "4.24.16",
                "@reduxjs/toolkit": "1.9.7", "react-redux": "8.1.3", "react-router-dom": "6.3.0",
                "@ant-design/charts": "1.4.3", "moment": "2.29.4", "axios": "1.7.7"}
# feat/qc-report was cut before the antd bump and is pinned to antd 5.8.6
LM_QC_STACK = dict(LM_FE_STACK, antd="5.8.6")
PAD_STACK = {"vue": "2.6.11", "uview-ui": "2.0.36", "react": "18.3.1", "react-dom": "18.3.1",
             "antd-mobile": "5.37.1", "@tanstack/react-query": "5.59.0",
             "react-router-dom": "6.26.2", "axios": "1.7.7", "dayjs": "1.11.13"}
# first React release of the pad app, still on TanStack Query 4
PAD_OLD_STACK = dict(PAD_STACK, **{"antd-mobile": "5.32.0", "@tanstack/react-query": "4.36.1"})


def ctx(project, branch, stack, asset=None, asset_type=None):
    c = {"project": project, "branch": branch, "stack": dict(stack)}
    if asset:
        c["asset"] = asset
    if asset_type:
        c["asset_type"] = asset_type
    return c


def LM(branch="feat/react-plan-board", asset=None, asset_type=None):
    return ctx("loom-mes", branch, LM_FE_STACK, asset, asset_type)


def LMR(branch="release/2025q4", asset=None, asset_type=None):
    return ctx("loom-mes", branch, LM_REL_STACK, asset, asset_type)


def LMQC(asset=None, asset_type=None):
    return ctx("loom-mes", "feat/qc-report", LM_QC_STACK, asset, asset_type)


def PAD(branch="feat/pad-react", asset=None, asset_type=None):
    return ctx("workshop-pad", branch, PAD_STACK, asset, asset_type)


def PADOLD(asset=None, asset_type=None):
    return ctx("workshop-pad", "release/pad-2.9", PAD_OLD_STACK, asset, asset_type)


R, RO, NA = "reusable", "reference_only", "not_applicable"


def Q(query, context, labels, decision, category, lang, evidence=None):
    q = {"query": query, "context": context, "labels": labels,
         "expected_decision": decision, "category": category, "lang": lang}
    if evidence:
        q["evidence"] = evidence
    QUERIES.append(q)


LM_REACT_BRANCHES = ["feat/*", "migrate/*"]
LM_OLD_BRANCHES = ["main", "release/*"]

# ======================================================================= ENTRIES
# ---- date range / shift pickers ------------------------------------------------
E("srp5", "ShiftRangePicker：el-date-picker datetimerange → antd 5 RangePicker（dayjs）", r"""
feat(plan): ShiftRangePicker 迁到 antd 5 RangePicker

1. Element 的 value-format 是 'yyyy-MM-dd HH:mm:ss'（小写 yyyy / dd），dayjs 要写 'YYYY-MM-DD HH:mm:ss'。照抄会提交出 '2025-yy-dd 08:00:00' 这种脏值，后端 /api/plan/shift-range 直接 400。
2. 组件内部一律用 Dayjs，对外（v-model 原来是字符串数组）仍然给字符串数组，转换放在 onChange：

```tsx
const FMT = 'YYYY-MM-DD HH:mm:ss';
<RangePicker
  showTime={{ defaultValue: [dayjs('08:00:00', 'HH:mm:ss'), dayjs('20:00:00', 'HH:mm:ss')] }}
  format="YYYY-MM-DD HH:mm"
  value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
  onChange={(v) => onChange?.(v ? [v[0]!.format(FMT), v[1]!.format(FMT)] : null)}
  presets={shiftPresets}
  disabledDate={(cur) => cur.isAfter(dayjs().add(7, 'day'), 'day')}
/>
```
3. default-time=['08:00:00','20:00:00'] 对应 showTime.defaultValue，不是 RangePicker 的 defaultValue（那个是受控外的初始值）。
4. picker-options.shortcuts（本班 / 上一班 / 今日两班）→ presets：`{ label: '本班', value: () => currentShiftRange() }`，value 可以传函数，每次打开重新算。antd 5 里 ranges 已废弃。
5. picker-options.disabledDate(time: Date) → disabledDate(current: Dayjs)，参数类型变了，原来的 time.getTime() 要改成 current.valueOf()。
""", "loom-mes", "component", "verified", branches=LM_REACT_BRANCHES,
  applies={"antd": ">=5 <6", "dayjs": "^1.11"}, assets=["ShiftRangePicker"],
  cond="loom-mes React 分支（antd 5 + dayjs），对后端仍传 'YYYY-MM-DD HH:mm:ss' 字符串",
  counter="main / release/2025q4 仍是 antd 4 + moment，不适用；见 antd 4 版本条目",
  source="MR !312", updated="2025-04-18")

E("srp4", "ShiftRangePicker（antd 4 / moment 版）：release 分支上的迁移写法", r"""
fix(plan): release/2025q4 上 ShiftRangePicker 改用 antd 4 RangePicker

release 分支还在 antd 4.24 + moment 2.29，不能用 dayjs 版的写法。
- 值类型是 moment，showTime.defaultValue 用 `[moment('08:00:00', 'HH:mm:ss'), moment('20:00:00', 'HH:mm:ss')]`。
- 快捷选项用 ranges，不是 presets：
```jsx
<RangePicker
  showTime={{ defaultValue: [moment('08:00:00', 'HH:mm:ss'), moment('20:00:00', 'HH:mm:ss')] }}
  format="YYYY-MM-DD HH:mm"
  ranges={{ 本班: () => currentShiftRange(), 上一班: () => prevShiftRange() }}
/>
```
  ranges 的值可以是 `[moment, moment]`，也可以是返回它的函数；用函数，否则页面停留跨班后“本班”还是旧值。
- value-format 同样要从 'yyyy-MM-dd HH:mm:ss' 改成 'YYYY-MM-DD HH:mm:ss'。
- 入口 `import 'moment/locale/zh-cn'`，否则面板英文。
""", "loom-mes", "component", "verified", branches=LM_OLD_BRANCHES,
  applies={"antd": "^4.24", "moment": "^2.29"}, assets=["ShiftRangePicker"],
  cond="main / release/* 分支，antd 4.24 + moment",
  counter="antd 5 分支不适用（moment 已换 dayjs、ranges 已废弃）",
  source="MR !297", updated="2025-03-02")

E("srpdep", "antd 5 继续用 moment：@ant-design/moment-webpack-plugin 方案（已废弃）", r"""
chore(plan): 早期为了少改 ShiftRangePicker 的 moment 代码，在 antd 5 分支上用 @ant-design/moment-webpack-plugin 把 antd 的 dayjs 替换回 moment。
2025-03 决定全量切 dayjs，此方案废弃：
- 插件只支持 webpack，切 Vite 后不可用；
- 与 @ant-design/charts 2 的时间轴格式化冲突。
不要再用。
""", "loom-mes", "build", "deprecated", branches=LM_REACT_BRANCHES,
  applies={"antd": ">=5 <6"}, assets=["ShiftRangePicker"],
  source="MR !188（已回滚）", updated="2025-03-05")

E("sp", "ShiftPicker（白班/夜班/全天）：el-radio-group button → antd Segmented", r"""
feat(plan): ShiftPicker → Segmented
- 原来 el-radio-group + el-radio-button 三个按钮：白班(D) 08:00-20:00、夜班(N) 20:00-次日08:00、全天(ALL)。
- antd 用 Segmented（4.20 起有）：
```tsx
<Segmented
  options={[{ label: '白班', value: 'D' }, { label: '夜班', value: 'N' }, { label: '全天', value: 'ALL' }]}
  value={shift}
  onChange={(v) => setShift(v as ShiftCode)}
/>
```
- el-radio-group 的 @change 只在用户操作时触发；Segmented 的 onChange 也一样，程序 setShift 不会触发，原来依赖 change 去拉数据的逻辑挪到 useEffect([shift])。
- 样式：size="small" 和原 mini 按钮高度一致。
""", "loom-mes", "component", "verified", applies={"antd": ">=4.20 <6"}, assets=["ShiftPicker"],
  cond="loom-mes PC 端班次切换", source="MR !240", updated="2025-02-11")

E("sppad", "workshop-pad ShiftPicker：u-subsection → antd-mobile Selector", r"""
feat(pad): 平板端 ShiftPicker（u-subsection）→ antd-mobile Selector
- u-subsection :list="['白班','夜班']" :current="idx" @change → Selector
```tsx
<Selector
  columns={2}
  options={[{ label: '白班', value: 'D' }, { label: '夜班', value: 'N' }]}
  value={[shift]}
  onChange={(arr) => arr.length && setShift(arr[0] as ShiftCode)}
/>
```
- 坑：Selector 的 value 永远是数组，单选也是 string[]；再点一次已选项会取消选择变成 []，所以 onChange 里要判空，否则班次会被清掉。
- 交接班 07:50-08:10 之间默认选中下一个班（沿用 uni 版逻辑 getDefaultShift()）。
""", "workshop-pad", "component", "verified", applies={"antd-mobile": "^5"}, assets=["ShiftPicker"],
  cond="workshop-pad 平板端", source="MR !58 (pad)", updated="2025-05-06")

# ---- permission ------------------------------------------------------------------
E("perm", "v-permission 指令 → <Permission> 组件 + usePermission hook", r"""
feat(auth): v-permission 迁移

Vue 版：
```js
Vue.directive('permission', {
  inserted(el, { value }) {
    if (!store.getters.hasPerm(value)) el.parentNode && el.parentNode.removeChild(el)
  }
})
// <el-button v-permission="'plan:order:edit'">编辑</el-button>
```
React 版不要操作 DOM，改成条件渲染：
```tsx
export function usePermission(code: string | string[]) {
  const perms = useSelector((s: RootState) => s.auth.perms); // Set<string>
  return Array.isArray(code) ? code.every((c) => perms.has(c)) : perms.has(code);
}
export function Permission({ code, children, fallback = null }: Props) {
  return usePermission(code) ? <>{children}</> : <>{fallback}</>;
}
// <Permission code="plan:order:edit"><Button>编辑</Button></Permission>
```
- 权限码格式不变：模块:资源:动作（plan:order:edit），来自 /api/auth/perms。
- 数组语义保持 every（全部满足）；菜单级“任一满足”是另一个指令 v-permissions，别混用。
- 不要用 display:none 隐藏，审计要求无权限按钮不出现在 DOM。
""", "loom-mes", "directive", "verified", assets=["v-permission"],
  cond="按钮级（操作级）权限码控制显示",
  counter="行级/数据权限（只看本车间、本厂区的数据）不适用：那是后端按 plant_id/workshop_id 过滤，前端不做",
  source="MR !205", updated="2025-02-20")

E("perms", "v-permissions（菜单级，任一权限码满足）→ 路由 handle.perms + RequireAuth", r"""
feat(auth): v-permissions（复数）迁移
- v-permissions 是菜单/页面级指令，数组是 any-of（任一满足即可显示），和按钮级 v-permission 的 every 相反。
- React 侧不再做指令，放到路由上：
```tsx
{ path: 'plan/board', element: <PlanBoard />, handle: { perms: ['plan:board:view', 'plan:board:admin'] } }
```
  Layout 里用 useMatches() 取当前匹配链上的 handle.perms，hasAnyPerm 不通过就 <Navigate to="/403" replace />；侧边菜单用同一份路由表过滤生成 antd Menu items。
- 需要 data router（createBrowserRouter），handle/useMatches 是 6.4+ 的 API。
""", "loom-mes", "directive", "verified", applies={"react-router-dom": ">=6.4 <7"},
  assets=["v-permissions"], cond="菜单/页面级权限，any-of 语义", source="MR !219", updated="2025-03-01")

E("permdis", "v-permission.disable 修饰符（无权限置灰）迁移检查项", r"""
待验证，仅作检查项：
- [ ] v-permission.disable 是“无权限时禁用而不是移除”，React 侧给 <Permission mode="disable">，内部 cloneElement 注入 disabled。
- [ ] antd Button disabled 后不触发 mouseenter，外层包 Tooltip 提示“无权限”时要再包一层 <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>。
- [ ] Dropdown.Button / Popconfirm 包住的按钮，disabled 要传到外层组件而不是内部 Button。
- [ ] 表格行内操作列用 disable 模式时，列宽不要因为隐藏而抖动。
""", "loom-mes", "directive", "candidate", assets=["v-permission"],
  source="讨论记录 2025-03-12", updated="2025-03-12")

E("permpm", "复盘：loom-mes 权限体系迁移（v-permission / 菜单 / 厂区切换）", r"""
【复盘】loom-mes 权限体系从 Vue 迁到 React（2025-04，涉及 MR !205 !219 !244 !251）

一、背景
loom-mes 同时服务苏州一厂（SZ1）和吴江二厂（WJ2），同一账号在两个厂区的权限码不同。Vue 版的权限数据放在 Vuex 的 auth 模块里，登录后 dispatch('auth/fetchPerms') 拉一次，之后 v-permission / v-permissions 两个指令和路由 beforeEach 都读 store.getters.hasPerm。迁移计划分三步：先把指令换成 <Permission> 组件和 usePermission，再把菜单权限挂到路由 handle 上，最后把 auth 模块换成 RTK 的 authSlice。

二、时间线
- 04-02 MR !205 合并，按钮级权限迁移完成，测试环境验证通过。
- 04-08 MR !219 合并，菜单权限改为 handle.perms + useMatches，侧边栏由路由表生成。
- 04-15 MR !244 authSlice 上线到 feat/react-plan-board 联调环境。
- 04-17 生产试点（计划看板 React 化的灰度入口）出现问题：吴江二厂的计划员切到苏州一厂后，仍能看到“强制插单”按钮，点击后后端返回 403（MES-40301）。
- 04-18 MR !251 修复上线。

三、做对了的事
1. 权限码保持 模块:资源:动作 的格式，新旧两套代码共用同一份 /api/auth/perms 返回，迁移期间 Vue 页面和 React 页面行为一致。
2. usePermission 内部把数组转成 Set，避免每次 render includes 线性查找；权限码 400+ 个时差异明显。
3. 无权限按钮不进 DOM，满足审计。

补充：迁移步骤细节
- 第一步只替换渲染层：<Permission> 内部先直接读 Vuex（通过 ReactIsland 传入的 hasPerm 函数），保证 Vue 页面和 React 页面同一时刻看到同一份权限；第三步 authSlice 上线后才切到 useSelector。
- 菜单：Vue 版 sidebar 由后端菜单树 + v-permissions 过滤，React 版改为前端静态路由表 + handle.perms，后端菜单树只用于排序和图标。上线前用脚本比对了两边生成的菜单（SZ1/WJ2 各 6 个角色），差异为 0。
- 权限码数据结构：
```ts
interface AuthState { plantId: string | null; perms: Set<string> | null; loadedAt: number | null }
// Set 不可序列化，authSlice 所在的 path 在 serializableCheck.ignoredPaths 里单独放行（唯一例外，评审已同意）
```
- 单测：usePermission 的 every 语义、Permission 的 fallback、perms 为 null 时不渲染 children，三组用例。
- 埋点：无权限按钮被渲染的次数（应为 0），上线后一周观察。

四、问题与根因
问题 1：authSlice 初版在 extraReducers 里只处理 fetchPerms.fulfilled，rejected 时保留旧值。网络抖动时拿到的是上一次的权限，这个问题较小，改成 rejected 时清空并跳登录。

问题 2：灰度页面的 React 根节点是通过 ReactIsland 挂在 Vue 布局里的，Vue 侧的 store 和 React 侧的 store 迁移期并存。Vue 布局里的厂区下拉切换时只 dispatch 了 Vuex 的 auth/switchPlant，React 侧完全不知道厂区变了。临时方案：ReactIsland 监听 window 上的自定义事件 'lm:plant-changed'。

问题 3（本次事故根因）：React 侧收到厂区变化后走 switchPlant thunk 重新拉权限，但 thunk 里先 await fetchPerms，再更新 plantId。两个请求之间 usePermission 读到的仍是旧厂区的 perms，而且 fetchPerms 用的 sessionStorage 缓存 key 是固定的 lm_perm_v2，没有带厂区，命中了旧厂区的缓存，直接返回了吴江二厂的权限码。

五、修复（MR !251）
切换厂区时必须先清空再拉取，缓存 key 带上厂区：
```ts
export const switchPlant = createAsyncThunk('auth/switchPlant', async (plantId: string, { dispatch }) => {
  dispatch(clearPerms());                 // 先清空，按钮立即消失，不会出现可点击的旧权限按钮
  dispatch(setPlant(plantId));
  sessionStorage.removeItem('lm_perm_v2'); // 旧 key 兼容期一并清掉
  await dispatch(fetchPerms({ plantId })).unwrap(); // 缓存 key 改为 lm_perm_v2:<plantId>
});
```
并且 <Permission> 在 perms 为 null（加载中）时渲染 fallback，不渲染 children。

六、结论
- 厂区切换 = 权限上下文切换，必须 clearPerms → setPlant → fetchPerms 的顺序，缓存 key 必须包含厂区。
- 迁移期两套 store 并存时，任何“全局上下文”（厂区、班组、语言）的变化都要有跨框架的通知。
""", "loom-mes", "store", "verified", branches=LM_REACT_BRANCHES,
  applies={"react": ">=18", "@reduxjs/toolkit": "^2"}, assets=["v-permission", "v-permissions", "authSlice"],
  cond="loom-mes React 分支，多厂区账号", source="Wiki: 前端迁移/复盘/2025-04 权限", updated="2025-04-22")

# ---- Vuex -> RTK ---------------------------------------------------------------------
E("rtk2", "loomPlan 模块迁 RTK 2：extraReducers 对象写法已移除，改 builder", r"""
fix(store): loomPlan slice 启动报错
```
Error: The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createSlice
```
RTK 2 直接抛错（1.9 只是 warning）。从 Vuex mutations/actions 机械翻译过来的代码都是对象写法，统一改：
```ts
extraReducers: (builder) => {
  builder
    .addCase(fetchLoomPlans.pending, (s) => { s.loading = true })
    .addCase(fetchLoomPlans.fulfilled, (s, a) => { s.loading = false; s.list = a.payload })
    .addCase(fetchLoomPlans.rejected, (s, a) => { s.loading = false; s.error = a.error.message ?? null })
}
```
- Vuex 里 actions 调 commit('SET_LIST') 的，一律变成 thunk + fulfilled case，不要在 thunk 里 dispatch 一个 setList。
- 顺带：configureStore 的 middleware 必须写成回调 `(gDM) => gDM().concat(...)`，RTK 2 不再接受数组。
""", "loom-mes", "store", "verified", branches=LM_REACT_BRANCHES,
  applies={"@reduxjs/toolkit": "^2"}, assets=["loomPlan"], source="MR !262", updated="2025-04-25")

E("rtk19", "main 分支 loomPlan（RTK 1.9）：extraReducers 仍用 builder，不要升 RTK 2", r"""
chore(store): main / release 分支的 loomPlan slice
- RTK 1.9.7 下 extraReducers 对象写法还能跑，但会打 warning：
  `The object notation for createSlice.extraReducers is deprecated, and will be removed in RTK 2.0. Please use the 'builder callback' notation instead`
- 统一按 builder 写，和 feat 分支保持一致，后续合并时零改动。
- 不要在 main 上单独升 RTK 2：RTK 2 需要 react-redux 9，而 react-redux 9 要求 React 18，main 还是 React 17。
""", "loom-mes", "store", "verified", branches=LM_OLD_BRANCHES,
  applies={"@reduxjs/toolkit": "^1.9"}, assets=["loomPlan"], source="MR !266", updated="2025-04-28")

E("rtkpm", "复盘：计划模块 Vuex → Redux Toolkit 2 迁移", r"""
【复盘】计划模块（loomPlan / planOrder / planResource 三个 Vuex 模块）迁移到 RTK 2（2025-05）

一、范围
- Vuex：store/modules/loomPlan.js（约 900 行）、planOrder.js、planResource.js，共 37 个 mutation、21 个 action、18 个 getter。
- 目标：features/plan/loomPlanSlice.ts 等三个 slice + createAsyncThunk + createSelector；页面用 useSelector / useDispatch。

二、翻译规则（已沉淀到迁移手册）
1. mutations → reducers，SET_XXX 这种纯赋值的合并成一个 patch reducer，减少 action 数量。
2. actions → createAsyncThunk。Vuex action 里的 rootState 对应 thunkAPI.getState()；commit 别的模块的 mutation 对应 dispatch 别的 slice 的 action。
3. getters → selectors。带参数的 getter（getters.planById(id)）改成 selectPlanById(state, id)，用 createSelector 时第二个参数走 (_, id) => id。
4. store.watch / plugins → listenerMiddleware.startListening。
5. 防重复请求：原来 action 里 if (state.loading) return，改成 createAsyncThunk 的 condition 选项，返回 false 时 thunk 不执行。
```ts
export const fetchLoomPlans = createAsyncThunk('loomPlan/fetch', api.fetchPlans, {
  condition: (_, { getState }) => !(getState() as RootState).loomPlan.loading,
});
```

补充：度量与验证
- 三个模块迁移前后用同一套 Playwright 用例（排产看板 14 条、工单 9 条）回归，全部通过后才切灰度。
- Redux DevTools 里按 action 类型统计：迁移前 Vuex 每次拖拽排产产生 6 个 mutation，迁移后合并为 2 个 action。
- 包体积：slice + reselect + immer 增加 gzip 11KB，可接受。
- 计划看板首屏（500 台织机、1200 个工单）渲染时间：Vue 版 1.8s，React 版初版 2.6s，优化后 1.1s，优化点就是下面问题 4 的 selector 记忆化。

三、遇到的问题
问题 1：RTK 2 中 extraReducers 对象写法直接报错，已单独记条目。
问题 2：immer 的 draft 不能直接 console.log，看到的是 Proxy。调试时用 current(state)。
问题 3：Vuex 里有些 getter 返回的是 state 的引用并在组件里被直接修改（v-model 绑到 getter 返回的对象上），React 侧这些对象被 immer 冻结，组件里改属性直接抛 "Cannot assign to read only property"。规则：所有表单编辑先拷贝到本地 state，提交时 dispatch。
问题 4：排产看板的资源面板在开发环境控制台持续刷警告：
```
Selector unknown returned a different result when called with the same parameters. This can lead to unnecessary rerenders.
Selectors that return a new reference (such as an object or an array) should be memoized: https://redux.js.org/usage/deriving-data-selectors#optimizing-selectors-with-memoization
```
这是 react-redux 9 的 useSelector 开发期检查（stabilityCheck）：同样的 state 调两次 selector，返回的引用不同。根因是从 mapGetters 翻译过来的写法：
```ts
const idle = useSelector((s: RootState) => s.loomPlan.looms.filter((l) => l.status === 'IDLE'));
```
每次都 filter 出新数组，不仅报警告，而且每次任意 action 都让资源面板重渲染（500 台织机，肉眼可见卡顿）。
修复：用 createSelector 记忆化，放到 slice 文件里：
```ts
export const selectIdleLooms = createSelector(
  [(s: RootState) => s.loomPlan.looms],
  (looms) => looms.filter((l) => l.status === 'IDLE'),
);
```
注意输入选择器本身不能做 filter/map，否则 reselect 5 会再报 input stability 的警告，记忆化也失效。返回对象的场景（{ a, b }）可以用 useSelector(fn, shallowEqual)。

四、结论
- 所有返回数组/对象的 selector 一律 createSelector；useSelector 内联箭头函数只允许取原始值或已有引用。
- 警告不要通过 stabilityCheck: 'never' 关掉。
""", "loom-mes", "store", "verified", branches=LM_REACT_BRANCHES,
  applies={"@reduxjs/toolkit": "^2", "react-redux": "^9"}, assets=["loomPlan", "planOrder", "planResource"],
  source="Wiki: 前端迁移/复盘/2025-05 计划模块", updated="2025-05-20")

E("lph", "loomPlanHistory 模块不进 Redux：改页面内 useReducer", r"""
refactor(plan): loomPlanHistory（排产历史版本）
- 注意和 loomPlan 不是一个模块。loomPlanHistory 只有“排产版本对比”一个页面用，Vuex 里放着是历史原因。
- 不建 slice，改 PlanHistoryPage 内 useReducer + 普通 fetch；版本 diff 计算放 useMemo。
- 原 getters.latestTwo → useMemo(() => versions.slice(0, 2), [versions])。
- 翻页时别忘了取消上一个请求（AbortController），版本数据 2MB+。
""", "loom-mes", "store", "verified", branches=LM_REACT_BRANCHES, applies={"react": ">=18"},
  assets=["loomPlanHistory"], source="MR !270", updated="2025-05-08")

E("serial", "A non-serializable value was detected：dayjs/moment 对象进了 action", r"""
fix(store): 控制台
```
A non-serializable value was detected in an action, in the path: `payload.planDate`. Value: M {$L: 'zh-cn', $d: ...}
Take a look at the logic that dispatched this action: {type: 'loomPlan/setFilter', payload: {...}}
```
原因：Vuex 里 filter 直接存 Date/moment 对象无所谓，RTK 默认 serializableCheck 会报。
规则：store 里日期一律存 ISO 字符串或时间戳，组件里 dayjs(str)/moment(str) 再转。不要用 ignoredActions 屏蔽，持久化和 devtools 都会出问题。
""", "*", "store", "verified", applies={"@reduxjs/toolkit": ">=1.9"},
  source="MR !231", updated="2025-03-20")

# ---- big tables ------------------------------------------------------------------------
E("vt5", "LoomStatusTable 虚拟滚动：antd 5.9+ Table virtual", r"""
perf(loom): LoomStatusTable（全厂织机实时状态，约 5200 行）
Vue 版用 umy-ui 的 u-table use-virtual。antd 5.9 起 Table 自带虚拟滚动：
```tsx
<Table
  virtual
  rowKey="loomNo"
  columns={columns}           // 每一列都要给数字 width
  dataSource={rows}
  scroll={{ x: 2200, y: 640 }}  // virtual 必须同时给 x 和 y
  pagination={false}
/>
```
- 不给 scroll.y 虚拟不生效；列宽用 '10%' 这种字符串会错位。
- fixed: 'left' 的机台号列可以保留。
- 5000 行首屏从 3.1s → 0.4s（Chrome 124，车间工控机 i5-8500）。
""", "loom-mes", "component", "verified", branches=LM_REACT_BRANCHES,
  applies={"antd": ">=5.9 <6"}, assets=["LoomStatusTable"],
  cond="antd >= 5.9 的分支", counter="antd < 5.9 没有 virtual 属性（feat/qc-report 锁在 5.8.6）",
  source="MR !276", updated="2025-05-12")

E("vtrw", "antd Table + react-window 自定义 body 实现虚拟列表（antd 4.24 / 5.x 通用）", r"""
perf(loom): 在没有 Table virtual 的版本上做虚拟滚动
参照 antd 官方 “虚拟列表” demo，用 react-window 的 VariableSizeGrid 替换 components.body：
```tsx
const renderVirtualList = (rawData, { scrollbarSize, ref, onScroll }) => (
  <Grid ref={gridRef} className="virtual-grid" columnCount={mergedColumns.length}
    columnWidth={(i) => mergedColumns[i].width} height={scroll.y} rowCount={rawData.length}
    rowHeight={() => 40} width={tableWidth} onScroll={({ scrollLeft }) => onScroll({ scrollLeft })}>
    {({ columnIndex, rowIndex, style }) => <div style={style} className="virtual-cell">{...}</div>}
  </Grid>
);
<Table components={{ body: renderVirtualList }} scroll={{ y: 640, x: '100vw' }} pagination={false} />
```
- 行高固定 40，不支持展开行、不支持 rowSpan。
- antd 4.24（release 分支）和 antd 5.x（含 < 5.9）都能用；>= 5.9 优先直接用 virtual 属性。
""", "loom-mes", "component", "verified", applies={"antd": ">=4.24 <6", "react": ">=17"},
  assets=["LoomStatusTable"], counter="需要展开行或 rowSpan 合并单元格的表格不适用（行高固定、单元格独立渲染）",
  source="MR !171", updated="2025-01-20")

E("vtws", "LoomStatusTable WebSocket 高频推送合并渲染（待评审）", r"""
perf(loom): 织机状态 WebSocket 每秒推 300~800 条增量
方案（待评审）：
- ws onmessage 不直接 setState，先写入 Map<loomNo, patch> 缓冲；
- requestAnimationFrame 合并一帧内的 patch，一次 dispatch(applyLoomPatches(list))；
- React 18 自动批处理只能合并同一 tick 内的 setState，跨多个 onmessage 回调不合并，所以还是要自己攒；
- 页面隐藏（document.hidden）时停止 rAF，只攒最新值。
评审点：rAF 在工控机后台标签页会被节流到 1fps，需确认大屏是否受影响。
""", "loom-mes", "component", "review_required", branches=LM_REACT_BRANCHES,
  applies={"react": ">=18"}, assets=["LoomStatusTable"], source="MR !281（draft）", updated="2025-05-30")

E("lst", "LoomStatusTag 织机状态颜色映射（运行/停机/断经/断纬/落布）", r"""
feat(loom): LoomStatusTag → antd Tag
| code | 文案 | Element type | antd Tag color |
|---|---|---|---|
| RUN | 运行 | success | green |
| STOP | 停机 | info | default |
| WARP_BREAK | 断经 | danger | red |
| WEFT_BREAK | 断纬 | warning | orange |
| DOFF | 落布 | (自定义 #409EFF) | blue |
| MAINT | 保养 | (自定义 #909399) | purple |
- 断纬原来是 warning 黄色，车间反馈和落布难区分，统一改 orange（2025-02 生产例会确认）。
- 注意和 LoomStatusTable 不是一个组件。
""", "loom-mes", "component", "verified", applies={"antd": ">=4.24 <6"}, assets=["LoomStatusTag"],
  source="MR !198", updated="2025-02-27")

# ---- modal / message -------------------------------------------------------------------
E("modal5", "el-dialog :visible.sync → antd 5 Modal open / onCancel", r"""
refactor(ui): el-dialog 迁移规范
- `:visible.sync="dialogVisible"` → 受控 `open={open}` + `onCancel={() => setOpen(false)}`；子组件弹窗对外暴露 open + onOpenChange（见 .sync 约定）。
- antd 5 控制台：`Warning: [antd: Modal] `visible` is deprecated, please use `open` instead.` —— 全局替换 visible= → open=，Drawer、Dropdown、Tooltip 同理（Tooltip/Popover 的 onVisibleChange → onOpenChange）。
- destroy-on-close → destroyOnClose；append-to-body 不需要（默认挂 body）。
- before-close(done) → onCancel 里先 Modal.confirm 再 setOpen(false)。
- :close-on-click-modal="false" → maskClosable={false}。
""", "*", "component", "verified", applies={"antd": ">=5 <6"}, assets=["el-dialog"],
  source="迁移手册 §3.2", updated="2025-03-08")

E("modal4", "release 分支 Modal：antd 4.24 上也用 open，不用 visible", r"""
chore(ui): release/2025q4 上的弹窗
- antd 4.23 起 Modal/Drawer 支持 open，visible 已标记废弃但不报 warning。
- release 分支新写的代码统一用 open / onOpenChange，将来合到 antd 5 分支零改动。
- 老代码里 visible 不要批量改（发布分支只改必要的），跟随功能改动顺手改。
""", "loom-mes", "component", "verified", branches=LM_OLD_BRANCHES, applies={"antd": "^4.24"},
  assets=["el-dialog"], source="MR !290", updated="2025-03-10")

E("app5", "this.$message / this.$confirm → antd 5 App.useApp()（含 axios 拦截器）", r"""
refactor(ui): 消息与确认框
控制台：
```
Warning: [antd: message] Static function can not consume context like dynamic theme. Please use 'App' component instead.
```
原因：message.success / Modal.confirm 静态方法拿不到 ConfigProvider 的主题和 locale（确认框按钮变成英文 OK/Cancel、主色不对）。
做法：
1. 根组件 `<ConfigProvider theme={...} locale={zhCN}><App>...</App></ConfigProvider>`；
2. 组件里 `const { message, modal } = App.useApp();`，`this.$confirm('确认删除该工单?', '提示', { type: 'warning' })` → `modal.confirm({ title: '提示', content: '确认删除该工单?' })`；
3. 组件树外（request.ts 的 axios 拦截器）用一个 <AppBridge/> 在 App 内把 message/modal 存到模块变量：
```tsx
let bridge: ReturnType<typeof App.useApp> | null = null;
export const AppBridge = () => { bridge = App.useApp(); return null; };
export const toast = { error: (m: string) => bridge?.message.error(m) };
```
""", "*", "plugin", "verified", applies={"antd": ">=5 <6"}, assets=["$message", "$confirm"],
  source="MR !226", updated="2025-03-18")

E("msg4", "antd 4 分支的 $message：message.useMessage + contextHolder", r"""
chore(ui): release/2025q4（antd 4.24）没有 App 组件
- 组件内：`const [messageApi, contextHolder] = message.useMessage();`，JSX 里放 {contextHolder}。
- 确认框：`const [modal, modalHolder] = Modal.useModal();`。
- 拦截器里暂时仍用静态 message.error（antd 4 没有 App，静态方法的 locale 通过 ConfigProvider 不生效，确认框按钮用 okText/cancelText 显式传中文）。
""", "loom-mes", "plugin", "verified", branches=LM_OLD_BRANCHES, applies={"antd": "^4.24"},
  assets=["$message", "$confirm"], source="MR !291", updated="2025-03-11")

E("msgdep", "axios 拦截器里直接用 message.error 静态方法（已废弃）", r"""
旧约定：request.js 拦截器里 import { message } from 'antd'; message.error(res.msg)。
antd 5 分支已废弃，改用 AppBridge（见 App.useApp 条目）。静态方法不跟主题、不跟 locale，而且在 React 18 并发渲染下偶发不显示。
""", "*", "plugin", "deprecated", applies={"antd": ">=5 <6"}, assets=["$message"],
  source="迁移手册 §3.1（旧版）", updated="2025-03-18")

# ---- theme / style ---------------------------------------------------------------------------
E("theme5", "Element 主题变量 → antd 5 ConfigProvider theme token", r"""
style(theme): element-variables.scss → token
```scss
$--color-primary: #0a6e5c;   // 公司主色（墨绿）
$--border-radius-base: 2px;
$--font-size-base: 13px;
```
→
```tsx
<ConfigProvider theme={{ token: { colorPrimary: '#0a6e5c', borderRadius: 2, fontSize: 13 },
  components: { Table: { headerBg: '#f2f6f5', cellPaddingBlockSM: 4 } } }}>
```
- antd 5 是 CSS-in-JS，没有 less 变量，不要再引 antd/dist/*.less。
- 迁移期 Vue 页面和 React 页面并存，SCSS 里的 $--color-primary 和 token 都要改，放在 theme/tokens.ts 一处维护，SCSS 通过 :root CSS 变量读取。
""", "loom-mes", "style", "verified", applies={"antd": ">=5 <6"}, assets=["element-variables.scss"],
  source="MR !209", updated="2025-02-24")

E("theme4", "release 分支主题色：antd 4 less modifyVars", r"""
style(theme): release/2025q4（antd 4.24）
- antd 4 用 less 变量：webpack less-loader
```js
{ loader: 'less-loader', options: { lessOptions: { javascriptEnabled: true, modifyVars: { 'primary-color': '#0a6e5c', 'border-radius-base': '2px', 'font-size-base': '13px' } } } }
```
- 入口引 'antd/dist/antd.less'（不是 antd.css，否则 modifyVars 无效）。
- 不要在 release 分支尝试 ConfigProvider theme，antd 4 只有实验性的 ConfigProvider.config 动态主题，不用。
""", "loom-mes", "style", "verified", branches=LM_OLD_BRANCHES, applies={"antd": "^4.24"},
  assets=["element-variables.scss"], source="MR !212", updated="2025-02-25")

E("dark", "车间大屏暗色主题检查项（candidate）", r"""
检查项（未正式验证）：
- [ ] ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { colorPrimary: '#13a88a' } }}，主色暗色下调亮。
- [ ] @ant-design/charts 图表要单独 theme: 'dark'（classicDark），不跟 ConfigProvider。
- [ ] 自定义 SCSS 里写死的 #fff 背景要换 token.colorBgContainer。
- [ ] 大屏 1920x1080 全屏下 Table 表头 sticky 颜色。
""", "loom-mes", "style", "candidate", applies={"antd": ">=5 <6"}, assets=["DashboardLayout"],
  source="讨论记录 2025-06-03", updated="2025-06-03")

E("deep", "::v-deep / >>> / /deep/ 穿透样式 → CSS Modules :global", r"""
style: scoped 穿透样式迁移
- Vue：`.plan-table ::v-deep .el-table__cell { padding: 4px 0; }`
- React（CSS Modules）：`.planTable :global(.ant-table-cell) { padding: 4px 0; }`
- 一个 :global 只包住第三方类名，外层保留模块类名做作用域，不要整段 :global。
- antd 5 dev 环境类名形如 `:where(.css-dev-only-do-not-override-1x2y3z).ant-table-cell`。不要在选择器里写 css-dev-only-do-not-override-xxx（hash 会变，生产是 css-xxxx）；:where 权重为 0，直接写 .ant-table-cell 就能覆盖。
- 能用 token / components 配置的（行高、表头背景）优先用 ConfigProvider，不写覆盖样式。
""", "*", "style", "verified", applies={"react": ">=17"}, source="迁移手册 §5.1", updated="2025-02-16")

# ---- filters ---------------------------------------------------------------------------------
E("filt", "Vue 2 全局过滤器（filters）→ 纯函数 utils/format", r"""
refactor: filters/index.js 里的全局过滤器
- React 没有过滤器，`{{ row.planDate | dateFormat('YYYY-MM-DD') }}` → `{formatDate(row.planDate, 'YYYY-MM-DD')}`。
- 全部从 @/utils/format 导出：formatDate、formatMeters、formatPercent、formatYarnCount；函数签名保持 (value, ...args)，参数顺序和过滤器一致，便于机械替换（正则 `\| *(\w+)\(` 可批量找出）。
- formatDate 内部用 dayjs；null/undefined/'' 返回 '-'，和原过滤器一致。
- 链式过滤器 a | f1 | f2 → f2(f1(a))。
""", "*", "filter", "verified", assets=["dateFormat", "filters"], source="MR !176", updated="2025-01-25")

E("yarn", "yarnCount 过滤器：纱支显示（40S、40S/2、150D）→ formatYarnCount", r"""
feat(util): yarnCount → formatYarnCount(count, unit, ply)
规则（与工艺科确认）：
- 英支 Ne：'40S'；双股 '40S/2'（ply > 1 时追加 /ply）。
- 公支 Nm：'Nm60'，双股 'Nm60/2'。
- 旦尼尔 D（化纤长丝）：'150D'；带孔数 '150D/48F'。
- 特克斯 tex：'14.6tex'，保留 1 位小数。
```ts
export function formatYarnCount(count?: number | null, unit: 'Ne' | 'Nm' | 'D' | 'tex' = 'Ne', ply = 1, filaments?: number) {
  if (count == null) return '-';
  const base = unit === 'Ne' ? `${count}S` : unit === 'Nm' ? `Nm${count}` : unit === 'D' ? `${count}D` : `${count.toFixed(1)}tex`;
  const withPly = ply > 1 && unit !== 'D' ? `${base}/${ply}` : base;
  return unit === 'D' && filaments ? `${withPly}/${filaments}F` : withPly;
}
```
- 单测覆盖了原过滤器的 23 个用例（test/format.spec.ts）。
""", "loom-mes", "filter", "verified", assets=["yarnCount"], source="MR !183", updated="2025-01-28")

E("yarnr", "yarnCountRange 过滤器：纱支区间（30S-40S）→ formatYarnCountRange", r"""
feat(util): yarnCountRange（注意不是 yarnCount）
- 用于品种库筛选条件的区间显示：[30, 40] → '30S-40S'，上下限相同 → '40S'，缺下限 → '≤40S'，缺上限 → '≥30S'。
- 只支持英支；公支区间没有业务场景。
- 实现复用 formatYarnCount 处理单值。
""", "loom-mes", "filter", "verified", assets=["yarnCountRange"], source="MR !184", updated="2025-01-28")

E("filtdep", "dateFormat 过滤器的 moment 实现（已废弃）", r"""
旧：filters/dateFormat.js 内部 import moment，迁移初期 React 侧 formatDate 也照搬 moment。
已废弃：React 分支统一 dayjs，formatDate 改用 dayjs 实现，moment 只在 release 分支的 antd 4 组件里出现。
""", "loom-mes", "filter", "deprecated", assets=["dateFormat"], source="MR !176（旧版）", updated="2025-03-05")

E("dayjs", "moment → dayjs 对照与插件清单", r"""
chore: moment → dayjs
| moment | dayjs |
|---|---|
| moment().startOf('isoWeek') | 需 dayjs.extend(isoWeek) |
| m.week() | 需 weekOfYear 插件，否则报 `week is not a function` |
| moment(str, 'HH:mm:ss') | 需 customParseFormat 插件 |
| m.isBetween(a, b) | 需 isBetween 插件 |
| moment.duration | 需 duration 插件 |
- antd 5 内部（rc-picker）会 extend weekday/localeData/weekOfYear/weekYear/advancedFormat/customParseFormat，所以组件里能用，但纯工具函数的单测里没引 antd，dayjs('08:00', 'HH:mm') 会解析成 Invalid Date。统一在 src/utils/dayjs.ts 里 extend 所有插件，业务代码只从这里 import dayjs。
- dayjs 对象不可变，moment 的 m.add(1,'day') 原地修改在 dayjs 里要接住返回值。
""", "*", "other", "verified", applies={"dayjs": "^1.11"}, source="迁移手册 §4.3", updated="2025-03-06")

# ---- router ----------------------------------------------------------------------------------
E("guard64", "router.beforeEach 登录校验 + addRoutes 动态路由 → createBrowserRouter loader", r"""
feat(router): 路由守卫迁移（data router）
Vue：beforeEach 里判断 token → next('/login?redirect=...')；登录后 router.addRoutes(asyncRoutes) 按菜单生成动态路由。
React Router 6.4+：
```tsx
const authLoader = async ({ request }: LoaderFunctionArgs) => {
  if (!getToken()) {
    const from = new URL(request.url).pathname;
    throw redirect(`/login?redirect=${encodeURIComponent(from)}`);
  }
  await store.dispatch(ensureMenus()).unwrap();   // 菜单/权限只拉一次
  return null;
};
export const router = createBrowserRouter([
  { path: '/login', element: <Login /> },
  { path: '/', element: <Layout />, loader: authLoader, children: staticRoutes },
]);
```
- 动态路由不再 addRoutes：路由表全量静态声明，按 handle.perms 过滤菜单和拦截（见 v-permissions 条目）。
- NProgress：用 useNavigation().state === 'loading' 驱动。
""", "loom-mes", "router", "verified", branches=LM_REACT_BRANCHES,
  applies={"react-router-dom": ">=6.4 <7"}, assets=["router.beforeEach", "addRoutes"],
  source="MR !215", updated="2025-02-28")

E("guard63", "react-router-dom 6.3（main/release，无 loader）：RequireAuth 包裹组件做登录守卫", r"""
feat(router): main 分支 react-router-dom 6.3.0 没有 data router / loader
```jsx
function RequireAuth({ children }) {
  const location = useLocation();
  if (!getToken()) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  return children;
}
<Routes>
  <Route path="/login" element={<Login />} />
  <Route path="/*" element={<RequireAuth><Layout /></RequireAuth>} />
</Routes>
```
- 菜单拉取放在 Layout 的 useEffect 里，拉取完成前渲染 <Spin />，不要在 RequireAuth 里发请求。
- 不要在 main 上升级 6.4+：Vue 宿主里的 ReactIsland 用 <MemoryRouter>，升级后 API 行为需要整体回归。
""", "loom-mes", "router", "verified", branches=LM_OLD_BRANCHES,
  applies={"react-router-dom": ">=6 <6.4"}, assets=["router.beforeEach"], source="MR !293", updated="2025-03-12")

E("blocker", "beforeRouteLeave 未保存提示 → useBlocker（需 data router）", r"""
feat(router): 工单编辑页离开未保存提示
报错：
```
Error: useBlocker must be used within a data router.  See https://reactrouter.com/routers/picking-a-router.
```
原因：页面被 ReactIsland 挂在 <BrowserRouter> 下（非 data router）。必须挂在 createBrowserRouter 的 RouterProvider 下面。
```tsx
const blocker = useBlocker(({ currentLocation, nextLocation }) =>
  dirty && currentLocation.pathname !== nextLocation.pathname);
useEffect(() => {
  if (blocker.state === 'blocked') {
    modal.confirm({ title: '有未保存的修改，确定离开？', onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
  }
}, [blocker.state]);
```
- 关闭浏览器/刷新仍需 beforeunload，useBlocker 只拦应用内导航。
""", "loom-mes", "router", "verified", applies={"react-router-dom": ">=6.19 <7"},
  assets=["beforeRouteLeave"], source="MR !284", updated="2025-05-22")

E("blockdep", "history.block / unstable_usePrompt 做离开提示（已废弃）", r"""
旧方案：从 React Router 5 的 history.block 思路搬过来，用 unstable_usePrompt 或自建 history 对象 block。
已废弃：unstable API 在 6.x 小版本间多次变化；统一用 useBlocker（6.19+ 稳定）。
""", "loom-mes", "router", "deprecated", assets=["beforeRouteLeave"], source="MR !199（已回滚）",
  updated="2025-05-22")

E("tags", "TagsView 多页签 + keep-alive 缓存 → antd Tabs 保持挂载 + 状态进 Redux", r"""
feat(layout): <keep-alive :include="cachedViews"> 在 React 里没有等价物
团队决定（2025-03 架构评审）：
- 多页签布局 TagsView 改成 antd Tabs（type="editable-card"），每个页签的页面组件保持挂载（不设 destroyInactiveTabPane），切页签只是隐藏；
- 关闭页签才卸载；
- 需要“刷新当前页签”时改 key 强制重挂载；
- 跨页签需要保留的查询条件放 Redux（planFilter），不依赖组件存活；
- 页签上限 12 个，超出时关最早打开的，避免内存膨胀（工控机 8G）。
""", "loom-mes", "component", "verified", branches=LM_REACT_BRANCHES, applies={"antd": ">=5 <6"},
  assets=["TagsView", "keep-alive"], source="架构评审 2025-03-14", updated="2025-03-15")

E("activ", "react-activation KeepAlive 检查项（candidate）", r"""
如果确实要按路由缓存（非 Tabs 方案），试过 react-activation，检查项：
- [ ] React 18 StrictMode 下 <KeepAlive> 内 effect 执行顺序异常，开发环境需要确认。
- [ ] 被缓存组件里 antd 弹层（Select 下拉）在切回时位置错乱，需 getPopupContainer。
- [ ] 用 useActivate / useUnactivate 替代 Vue 的 activated / deactivated。
- [ ] 与 React Router 6 data router 的 loader 一起用时 loader 每次仍会执行。
""", "loom-mes", "component", "candidate", applies={"react": ">=18"}, assets=["keep-alive"],
  source="spike 2025-03-10", updated="2025-03-10")

E("query", "$route.query → useSearchParams（类型都是字符串）", r"""
refactor(router): 查询参数
- `this.$route.query.pageNo` → `const [sp, setSp] = useSearchParams(); const pageNo = Number(sp.get('pageNo') ?? 1);`
- vue-router 里 push({ query: { pageNo: 2 } }) 回读可能是 number（同一次导航内），刷新后是 string；React 里永远是 string | null，务必 Number()。
- 数组参数 ?loomNo=A01&loomNo=A02 → sp.getAll('loomNo')。
- this.$router.push({ query: {...this.$route.query, page: 2} }) → setSp((prev) => { prev.set('page', '2'); return prev; })。
""", "*", "router", "verified", applies={"react-router-dom": "^6"}, assets=["$route.query"],
  source="迁移手册 §2.4", updated="2025-02-18")

E("title", "meta.title 设置页面标题 → route handle + useMatches", r"""
feat(router): 原来 afterEach 里 document.title = to.meta.title + ' - 织造MES'。
React Router 6.4+：路由对象写 handle: { title: '排产看板' }，Layout 里
```tsx
const matches = useMatches();
const title = [...matches].reverse().find((m) => (m.handle as any)?.title)?.handle.title;
useEffect(() => { document.title = title ? `${title} - 织造MES` : '织造MES'; }, [title]);
```
""", "loom-mes", "router", "verified", branches=LM_REACT_BRANCHES, applies={"react-router-dom": ">=6.4 <7"},
  assets=["meta.title"], source="MR !216", updated="2025-02-28")

# ---- charts ------------------------------------------------------------------------------------
E("otc2", "OutputTrendChart：G2 4 折线 → @ant-design/charts 2 Line（colorField / scale）", r"""
feat(chart): 产量趋势 OutputTrendChart
G2 4：
```js
chart.data(rows); chart.scale('output', { alias: '产量(米)' });
chart.line().position('time*output').color('loomGroup'); chart.render();
```
@ant-design/charts 2.x（基于 G2 5）：
```tsx
<Line data={rows} xField="time" yField="output" colorField="loomGroup"
  axis={{ y: { title: '产量(米)' } }} scale={{ y: { nice: true } }} autoFit height={320} />
```
- v2 分组着色用 colorField；seriesField 只分组不着色，照搬 v1 写法会一条线一个颜色都没有。
- v1 的 meta 在 v2 里拆成 scale（比例尺）和 axis（标题），alias 改 axis.y.title。
- tooltip 格式化：tooltip={{ items: [{ channel: 'y', valueFormatter: (v) => `${v} 米` }] }}。
""", "loom-mes", "component", "verified", branches=LM_REACT_BRANCHES,
  applies={"@ant-design/charts": "^2"}, assets=["OutputTrendChart"], source="MR !258", updated="2025-04-21")

E("otc1", "OutputTrendChart（release 分支，@ant-design/charts 1.4）：seriesField + meta", r"""
feat(chart): release/2025q4 的产量趋势
@ant-design/charts 1.x 基于 G2Plot 2（G2 4）：
```jsx
<Line data={rows} xField="time" yField="output" seriesField="loomGroup"
  meta={{ output: { alias: '产量(米)' } }} yAxis={{ title: { text: '产量(米)' } }} smooth />
```
- 1.x 分组用 seriesField，和 v2 的 colorField 不同，别互相抄。
- 1.4 与 React 17 兼容；不要在 release 分支升 2.x（需要 React 18）。
""", "loom-mes", "component", "verified", branches=LM_OLD_BRANCHES,
  applies={"@ant-design/charts": "^1.4"}, assets=["OutputTrendChart"], source="MR !294", updated="2025-03-14")

E("gauge", "EfficiencyGauge 织机效率仪表盘 → @ant-design/charts 2 Gauge", r"""
feat(chart): EfficiencyGauge（车间平均效率 = 实际产量 / 理论产量）
```tsx
<Gauge
  data={{ target: eff, total: 1, name: 'efficiency', thresholds: [0.75, 0.85, 1] }}
  scale={{ color: { range: ['#F4664A', '#FAAD14', '#30BF78'] } }}
  style={{ textContent: (target: number) => `${(target * 100).toFixed(1)}%` }}
  legend={false} height={220}
/>
```
- G2 4 版是手画 arc + 指针（registerShape('point','pointer')），不用迁移，直接用 Gauge。
- 阈值：<75% 红，75%-85% 黄，>85% 绿（生产部口径）。
""", "loom-mes", "component", "verified", branches=LM_REACT_BRANCHES,
  applies={"@ant-design/charts": "^2"}, assets=["EfficiencyGauge"], source="MR !259", updated="2025-04-22")

E("otcmini", "OutputTrendChartMini 迷你趋势（表格内嵌）→ Tiny.Line", r"""
feat(chart): OutputTrendChartMini（注意不是 OutputTrendChart）
- 用在 LoomStatusTable 的“近 24h 产量”列，每行一个 120x32 的小折线。
- @ant-design/charts 2：`<Tiny.Line data={last24h} height={32} width={120} smooth />`，data 直接是数字数组。
- 表格里几百个图表实例很重：只对可视区渲染（配合 Table virtual），滚动时不重建实例。
""", "loom-mes", "component", "verified", branches=LM_REACT_BRANCHES,
  applies={"@ant-design/charts": "^2"}, assets=["OutputTrendChartMini"], source="MR !277", updated="2025-05-13")

E("dashpm", "复盘：车间产量大屏（ProductionDashboard）迁移", r"""
【复盘】ProductionDashboard 车间产量大屏迁移到 React + @ant-design/charts 2（2025-05）

一、背景
大屏部署在织造车间三块 55 寸屏和厂长办公室，Chrome 全屏 kiosk 模式，1920x1080。Vue 版包含 6 个 G2 4 图表（产量趋势、效率仪表盘、断经断纬 Top10、品种产量占比饼图、班组对比柱状图、停机原因帕累托）和一个织机状态矩阵。

二、迁移过程
1. 图表逐个按条目迁移：OutputTrendChart → Line、EfficiencyGauge → Gauge、Top10 → Bar、占比 → Pie（angleField/colorField）、帕累托用 DualAxes。
2. 数据刷新：原 setInterval 30s 拉 /api/dashboard/summary，React 版在 useEffect 里 setInterval，卸载时 clearInterval；页面 document.hidden 时暂停。
3. 字体：大屏数字用 DIN，统一放 theme.fontFamily。

4. 各图表迁移要点（详细配置见各组件条目）：
```tsx
// 断经断纬 Top10：横向条形图
<Bar data={top10} xField="loomNo" yField="breaks" colorField="type" stack sort={{ reverse: true }} />
// 品种产量占比
<Pie data={share} angleField="meters" colorField="variety" innerRadius={0.6}
  label={{ text: (d: any) => `${d.variety} ${(d.percent * 100).toFixed(0)}%`, position: 'outside' }} />
// 停机原因帕累托：柱 + 累计百分比折线
<DualAxes xField="reason" data={pareto}
  children={[{ type: 'interval', yField: 'minutes' }, { type: 'line', yField: 'cumPercent', axis: { y: { position: 'right' } } }]} />
```
5. 数据接口保持不变（/api/dashboard/summary，一次返回 6 个图表的数据），React 侧用一个 useDashboardData hook 拆分给各图表，避免 6 个请求。
6. 织机状态矩阵（212 个格子）用 CSS Grid，状态色复用 LoomStatusTag 的映射，每 10s 整体刷新。
7. 验收：与 Vue 版并排放在同一台屏上对比一周，数据一致、无内存泄漏（Chrome 任务管理器观察 72 小时，内存稳定在 380MB 左右）。

- 颜色规范：产量类图表统一使用公司主色 #0a6e5c 的色阶，告警类（断经、断纬、停机）统一红橙色系，和车间看板纸质报表保持一致，方便班长对照。
8. 上线节奏：先在整经车间的一块屏灰度 3 天，再推到织造车间三块屏和厂长办公室；每块屏的 kiosk 启动 URL 带 ?screen=WV-01 这样的编号，配置中心按编号切换 Vue / React 版本。

三、问题
问题 1：开发环境偶发 “ResizeObserver loop completed with undelivered notifications.” 红屏（webpack-dev-server overlay）。与 autoFit 有关，生产无影响，切 Vite 后 overlay 不拦截，暂不处理。

问题 2：G2 5 默认动画较重，6 个图 30s 一刷，工控机 CPU 占用 40%。关闭动画：animate={false}。

问题 3：大屏轮播。Vue 版 setInterval 每 60s 切 currentIndex 在三组看板间轮播。React 版尚未定方案：尝试过 antd Carousel autoplay，但 Carousel（react-slick）会克隆首尾 slide，图表实例被创建两份；目前临时仍用 setInterval 切 activeIndex + key 重挂载，待评审后再定。

问题 4（上线当天的主要问题）：厂长办公室的屏幕按工段分成 Tabs 展示（织造一工段 / 二工段 / 整经），切到第二个、第三个页签时，图表是空白的，只有一条细线。排查发现：antd Tabs 默认会渲染未激活页签的内容（display:none），图表在隐藏的 tab pane 里初始化，容器宽度为 0，G2 按 0 宽度渲染；切换过去后容器虽然有了宽度，但 autoFit 依赖的 ResizeObserver 在 display:none → block 这个变化上没有触发重绘（Chrome 109 kiosk 版本）。
修复：
```tsx
<Tabs
  destroyInactiveTabPane            // 未激活页签不渲染，切过去时再创建图表
  items={sections.map((s) => ({ key: s.key, label: s.name, children: <SectionCharts key={s.key} section={s} /> }))}
/>
```
如果页签内容不能销毁（有筛选状态），用 activeKey 作为图表的 key 强制在激活时重新挂载：<Line key={`${activeKey}-trend`} ... />。

四、结论
- 图表不要在 display:none 容器里初始化；Tabs / Collapse / Modal 里放图表都要 destroy 或按激活重挂载。
- 大屏统一 animate={false}。
""", "loom-mes", "component", "verified", branches=LM_REACT_BRANCHES,
  applies={"@ant-design/charts": "^2", "antd": ">=5 <6"}, assets=["ProductionDashboard", "OutputTrendChart", "EfficiencyGauge"],
  source="Wiki: 前端迁移/复盘/2025-05 大屏", updated="2025-05-28")

E("roerr", "ResizeObserver loop completed with undelivered notifications（待评审）", r"""
现象：Table scroll.y 自适应高度 + 图表 autoFit 的页面，开发环境偶发
```
ResizeObserver loop completed with undelivered notifications.
```
初步结论（待评审）：浏览器层面的良性警告，生产不影响。webpack-dev-server 的 overlay 会当错误拦截，可配置 client.overlay.runtimeErrors 过滤该消息；Vite 不拦截。
待确认：是否有页面因为布局循环导致真实闪烁（计划看板疑似）。
""", "loom-mes", "other", "review_required", applies={"react": ">=17"}, source="issue #87", updated="2025-05-29")

# ---- React 18 runtime ------------------------------------------------------------------------
E("strict", "React 18 StrictMode 开发环境 useEffect 执行两次 → 接口请求两次", r"""
fix: 开发环境进入页面 /api/plan/list 请求两次
- React 18 StrictMode 在开发环境会 mount → unmount → mount，effect 执行两次，这是预期行为，生产构建只执行一次。
- 不要为此去掉 <StrictMode>。在 effect 里用 AbortController，cleanup 时 abort：
```ts
useEffect(() => {
  const ac = new AbortController();
  api.listPlans(params, { signal: ac.signal }).then(setRows).catch(ignoreAbort);
  return () => ac.abort();
}, [params]);
```
- 通过 thunk 发请求的，用 createAsyncThunk condition 去重。
""", "*", "other", "verified", applies={"react": ">=18"},
  counter="生产环境也请求两次的不是这个原因（StrictMode 只影响开发环境），查依赖数组/父组件重挂载",
  source="迁移手册 §1.6", updated="2025-03-04")

E("root18", "ReactIsland（Vue 页面里挂 React 组件）：createRoot / root.unmount", r"""
feat(bridge): 渐进迁移期的 ReactIsland
控制台：
```
Warning: ReactDOM.render is no longer supported in React 18. Use createRoot instead. Until you switch to the new API, your app will behave as if it's running React 17.
```
```js
export default {
  name: 'ReactIsland',
  props: ['component', 'props'],
  mounted() { this.root = createRoot(this.$el); this.renderReact(); },
  watch: { props: { deep: true, handler() { this.renderReact(); } } },
  beforeDestroy() { this.root && this.root.unmount(); this.root = null; },
  methods: { renderReact() { this.root.render(h(Providers, null, h(this.component, this.props))); } },
  render(h) { return h('div'); },
};
```
- props 变化时再次 root.render，不要重新 createRoot（会报 "You are calling ReactDOMClient.createRoot() on a container that has already been passed to createRoot() before"）。
- Providers 里放 Redux Provider + ConfigProvider + App + MemoryRouter。
""", "loom-mes", "plugin", "verified", applies={"react": ">=18", "vue": "^2.6"}, assets=["ReactIsland"],
  source="MR !201", updated="2025-02-19")

E("root17", "ReactIsland（release 分支 React 17）：ReactDOM.render / unmountComponentAtNode", r"""
feat(bridge): release/2025q4 是 React 17，没有 createRoot
```js
mounted() { this.renderReact(); },
watch: { props: { deep: true, handler() { this.renderReact(); } } },
beforeDestroy() { ReactDOM.unmountComponentAtNode(this.$el); },
methods: { renderReact() { ReactDOM.render(h(Providers, null, h(this.component, this.props)), this.$el); } },
```
- beforeDestroy 一定要 unmountComponentAtNode，否则 keep-alive 页面切走后 React 组件的定时器、ws 订阅不会释放。
- 合到 React 18 分支时换成 createRoot 版本。
""", "loom-mes", "plugin", "verified", branches=LM_OLD_BRANCHES, applies={"react": "^17", "vue": "^2.6"},
  assets=["ReactIsland"], source="MR !292", updated="2025-03-12")

# ---- i18n / locale ------------------------------------------------------------------------------
E("i18n", "vue-i18n 8 $t → react-i18next useTranslation（插值 {name} 兼容）", r"""
feat(i18n): 语言包不动，直接复用 locales/zh-CN.json、en-US.json
- `this.$t('plan.lockedBy', { name })` → `const { t } = useTranslation(); t('plan.lockedBy', { name })`。
- vue-i18n 插值是单花括号 {name}，i18next 默认是 {{name}}。不改语言包，初始化时改分隔符：
```ts
i18n.use(initReactI18next).init({ resources, lng: 'zh-CN', interpolation: { prefix: '{', suffix: '}', escapeValue: false } });
```
- 复数 $tc 没用到，不处理。Element 的 locale 不在这里，antd locale 走 ConfigProvider。
""", "loom-mes", "i18n", "verified", applies={"react": ">=17"}, assets=["$t", "vue-i18n"],
  source="MR !222", updated="2025-03-03")

E("loc5", "antd 5 中文：ConfigProvider locale + dayjs/locale/zh-cn", r"""
fix(i18n): RangePicker 面板显示 Jan/Feb、Mo Tu We，已经配了 locale={zhCN}
- antd 5 的日期面板文案来自 dayjs locale，ConfigProvider locale 只管 antd 自己的文案。入口必须：
```ts
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
dayjs.locale('zh-cn');
```
- zh-cn locale 周一为一周第一天（WeekPicker 周排产依赖这个）。
""", "*", "i18n", "verified", applies={"antd": ">=5 <6", "dayjs": "^1.11"},
  counter="只影响 antd 组件；@ant-design/charts 坐标轴时间格式不受 dayjs locale 影响，不适用",
  source="MR !230", updated="2025-03-19")

# ---- build / test ------------------------------------------------------------------------------
E("vite", "vue-cli → Vite：VUE_APP_ 环境变量、require.context、devServer proxy", r"""
build: loom-mes React 工程用 Vite 5
- `process.env.VUE_APP_API_BASE` → `import.meta.env.VITE_API_BASE`。迁移期共用 .env 文件，vite.config.ts 里 `envPrefix: ['VITE_', 'VUE_APP_']`，两边都能读到。
- `require.context('./modules', true, /\.js$/)`（批量注册 store 模块 / 图标）→
```ts
const modules = import.meta.glob('./modules/*.ts', { eager: true });
Object.entries(modules).forEach(([path, mod]) => register(path, (mod as any).default));
```
- vue.config.js devServer.proxy → server.proxy：`'/api': { target: 'http://10.20.1.15:8080', changeOrigin: true }`。
- 别名 @ → path.resolve(__dirname, 'src')，TS 里同步 paths。
""", "loom-mes", "build", "verified", branches=LM_REACT_BRANCHES, assets=["vue.config.js", "require.context"],
  source="MR !190", updated="2025-02-06")

E("vitedep", "vite-plugin-require-context 兼容 require.context（已废弃）", r"""
旧方案：引 vite-plugin-require-context 让 require.context 在 Vite 下继续工作。
已废弃：插件不再维护，与 Vite 5 的依赖预构建冲突，HMR 失效。改用 import.meta.glob。
""", "loom-mes", "build", "deprecated", branches=LM_REACT_BRANCHES, assets=["require.context"],
  source="MR !185（已回滚）", updated="2025-02-06")

E("vitepad", "workshop-pad：uni-app manifest h5 配置 → Vite（代理、环境变量）", r"""
build(pad): uni-app 工程 → Vite + React
- manifest.json 的 h5.devServer.proxy → vite server.proxy，网关地址 http://10.20.3.8:9000。
- uni 的 process.env.UNI_PLATFORM 分支判断全部删除，只保留 h5/WebView 逻辑。
- 环境变量：.env.production 里 VITE_GATEWAY、VITE_PAD_VERSION；平板 WebView 壳通过 UA 注入车间编号，不走环境变量。
- 构建产物 base: './'，平板壳从本地 file:// 加载。
""", "workshop-pad", "build", "verified", assets=["manifest.json"], source="MR !12 (pad)", updated="2025-04-02")

E("test", "jest + @vue/test-utils → vitest + Testing Library（antd 5 需 matchMedia mock）", r"""
test: 组件单测迁移
- 报错 `TypeError: window.matchMedia is not a function`：jsdom 没有 matchMedia，antd 5 的响应式（Grid、Table 的 responsive 列）会调用。在 vitest setupFiles 里：
```ts
Object.defineProperty(window, 'matchMedia', { writable: true, value: (q: string) => ({
  matches: false, media: q, onchange: null, addListener: vi.fn(), removeListener: vi.fn(),
  addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() }) });
```
- `Warning: An update to LoomStatusTable inside a test was not wrapped in act(...)`：异步数据渲染用 await screen.findByText(...) / waitFor，不要手写 act + setTimeout。
- wrapper.vm.xxx 直接调方法的测试全部改成从用户行为断言（userEvent.click）。
""", "loom-mes", "test", "verified", branches=LM_REACT_BRANCHES, applies={"react": ">=18", "antd": ">=5 <6"},
  source="MR !235", updated="2025-03-25")

# ---- forms -------------------------------------------------------------------------------------
E("form", "el-form validate(callback) → antd Form validateFields() Promise；resetFields 语义差异", r"""
refactor(form): 表单校验
- `this.$refs.form.validate((valid) => { if (valid) submit() })` →
```ts
try { const values = await form.validateFields(); await submit(values); }
catch (e) { if ((e as any).errorFields) form.scrollToField((e as any).errorFields[0].name); else throw e; }
```
  注意 catch 里要区分校验失败（有 errorFields）和 submit 抛的业务异常。
- rules 基本可平移：{ required: true, message: '请输入经密', trigger: 'blur' } → antd 不需要 trigger（默认 onChange），需要失焦校验用 validateTrigger="onBlur"。
- resetFields：Element 重置为 mounted 时的值，antd 重置为 initialValues。编辑弹窗复用时要 setFieldsValue 后再记住初始值。
""", "*", "component", "verified", applies={"antd": ">=4.24 <6"}, assets=["el-form"],
  counter="Form.List 动态增减行（如经纱配置行）的校验与 name 路径规则不在本条范围，不适用",
  source="迁移手册 §3.4", updated="2025-02-22")

E("orderform", "OrderForm 工单表单：选品种自动带出经密/纬密/幅宽（Form.useWatch）", r"""
feat(order): OrderForm
Vue 版 watch: { 'form.varietyId'(id) { 拉品种详情 → this.form.warpDensity = ... } }
antd：
```tsx
const varietyId = Form.useWatch('varietyId', form);
useEffect(() => {
  if (!varietyId) return;
  api.getVariety(varietyId).then((v) => form.setFieldsValue({ warpDensity: v.warpDensity, weftDensity: v.weftDensity, clothWidth: v.width }));
}, [varietyId]);
```
- 编辑回填时（setFieldsValue 整单）也会触发 useWatch，导致用户手改过的经密被品种默认值覆盖；加判断：只有用户在 Select 上 onChange 才带出（放到 Select onChange 里而不是 effect）。最终版本用 onChange。
- 经密/纬密单位 根/10cm，InputNumber precision={0}。
""", "loom-mes", "component", "verified", applies={"antd": ">=4.24 <6"}, assets=["OrderForm"],
  source="MR !247", updated="2025-04-10")

E("useform", "Instance created by `useForm` is not connected to any Form element", r"""
fix(form): 控制台
```
Warning: Instance created by `useForm` is not connected to any Form element. Forget to pass `form` prop?
```
常见原因：
1. Modal/Drawer 未打开时 Form 没渲染，但 useEffect 里已经 form.setFieldsValue / resetFields → 给 Modal 加 forceRender，或者在 afterOpenChange(open) 里再操作；
2. destroyOnClose 的弹窗关闭后还在调用 form 方法；
3. 同一个 form 实例传给了两个 <Form>。
""", "*", "component", "verified", applies={"antd": ">=4.24 <6"}, assets=["el-form"],
  source="MR !249", updated="2025-04-12")

E("ofd", "OrderFormDrawer 抽屉编辑工单：打开后回填（待评审）", r"""
feat(order): OrderFormDrawer（注意和 OrderForm 不同：这是看板上点卡片弹出的抽屉，字段少一半）
方案（待评审）：
- Drawer forceRender，open 变为 true 时在 afterOpenChange 里 form.setFieldsValue(detail)；
- 关闭时 form.resetFields()，initialValues 不设；
- 详情接口慢（>800ms）时先用看板卡片上已有的字段回填，详情回来再覆盖。
评审点：覆盖时用户已修改的字段是否会被冲掉。
""", "loom-mes", "component", "review_required", applies={"antd": ">=5 <6"}, assets=["OrderFormDrawer"],
  source="MR !283（draft）", updated="2025-05-27")

# ---- tables ------------------------------------------------------------------------------------
E("span", "el-table span-method 合并单元格 → antd Table columns.onCell rowSpan", r"""
refactor(table): 同一机台多行（多个工单）合并机台号列
- Element：span-method({ row, rowIndex, columnIndex }) 返回 [rowspan, colspan]。
- antd：在 columns 上用 onCell，rowSpan 预先算好：
```ts
const spans = useMemo(() => calcRowSpans(rows, 'loomNo'), [rows]); // 组首行 = 组大小，其余 = 0
{ title: '机台号', dataIndex: 'loomNo', onCell: (_, index) => ({ rowSpan: spans[index!] }) }
```
- 数据要先按 loomNo 排序，分页时按当前页计算。
""", "*", "component", "verified", applies={"antd": ">=4.24 <6"}, assets=["el-table"],
  counter="开启 virtual 虚拟滚动（或 react-window 自定义 body）的表格不适用：虚拟模式下 rowSpan 合并不可靠",
  source="迁移手册 §3.6", updated="2025-02-23")

E("summary", "el-table show-summary / summary-method 合计行 → Table summary", r"""
refactor(table): 产量日报合计行
```tsx
<Table summary={(pageData) => (
  <Table.Summary fixed>
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={2}>合计</Table.Summary.Cell>
      <Table.Summary.Cell index={2}>{sumMeters(pageData).toFixed(1)}</Table.Summary.Cell>
    </Table.Summary.Row>
  </Table.Summary>)} />
```
- summary-method 是对全部 data 求和，antd summary 拿到的是当前页 pageData；日报要全量合计时用接口返回的 totals，不要前端对当前页求和。
- 米数求和先乘 10 取整再除，避免 0.1+0.2 浮点问题。
""", "loom-mes", "component", "verified", applies={"antd": ">=4.24 <6"}, assets=["el-table"],
  source="MR !238", updated="2025-03-27")

E("ptt4", "PlanTreeTable 树形表格懒加载（release 分支 antd 4）", r"""
feat(plan): PlanTreeTable（计划 → 工单 → 织轴 三级）
Element：row-key="id" lazy :load="loadChildren" :tree-props="{ hasChildren: 'hasChildren' }"
antd 4.24：
- 没有 lazy，用 expandable.onExpand 触发加载，把子节点 merge 进 dataSource；未加载节点给 children: [] 占位才会出现展开图标。
- expandable={{ expandedRowKeys, onExpand: (expanded, record) => expanded && !record.loaded && loadChildren(record) }}
""", "loom-mes", "component", "verified", branches=LM_OLD_BRANCHES, applies={"antd": "^4.24"},
  assets=["PlanTreeTable"], source="MR !295", updated="2025-03-16")

E("ptt5", "PlanTreeTable 树形表格懒加载（antd 5，待评审）", r"""
feat(plan): PlanTreeTable antd 5 版
方案（待评审）：
- 同 antd 4 思路：expandable.onExpand 加载子节点，children: [] 占位；
- 新增：antd 5 Table 的 expandable.expandIcon 自定义 loading 图标；
- 子节点更新用 immer produce 按路径写入，避免整表重渲染。
评审点：与 Table virtual 同时开启时展开行高度计算有问题，暂不开 virtual。
""", "loom-mes", "component", "review_required", branches=LM_REACT_BRANCHES, applies={"antd": ">=5 <6"},
  assets=["PlanTreeTable"], source="MR !285（draft）", updated="2025-05-29")

E("xlsx", "el-table 导出 Excel（xlsx）迁移（待评审）", r"""
feat(report): 日报/月报导出
方案（待评审）：
- 原 Vue 用 file-saver + xlsx 0.16 从 el-table DOM 导出（XLSX.utils.table_to_book），React 里表格 DOM 结构不同（固定列会重复），改为从 dataSource + columns 生成：XLSX.utils.json_to_sheet；
- 合并单元格通过 ws['!merges'] 按 rowSpan 结果生成；
- xlsx 升级到 SheetJS CDN 版 0.20.x（npm 上 0.18.5 已不更新）。
评审点：5 万行月报前端导出内存占用，是否改后端导出。
""", "loom-mes", "other", "review_required", applies={"react": ">=17"}, assets=["el-table"],
  source="MR !286（draft）", updated="2025-06-02")

E("transfer", "el-transfer 机台分配穿梭框 → antd Transfer（检查项）", r"""
候选检查项（未验证）：
- [ ] Element 的 data 用 key/label，antd 用 key/title，dataSource 需要 map；
- [ ] Element filterable + filter-method → antd showSearch + filterOption(input, item)；
- [ ] 右侧排序：antd Transfer 无拖拽排序，需要 render 自定义；
- [ ] 500+ 台机台时开 pagination 或 oneWay。
""", "loom-mes", "component", "candidate", applies={"antd": ">=5 <6"}, assets=["el-transfer"],
  source="讨论记录 2025-05-15", updated="2025-05-15")

E("sticky", "release/2025q4 热修：Table 固定列 + 吸顶表头错位", r"""
hotfix(release/2025q4): 计划列表在 Chrome 120+ 上固定列与吸顶表头错位
- 原因：外层 .app-main 设置了 overflow: auto 且 header 高 64px，sticky 的 offsetHeader 默认 0。
- 修复：<Table sticky={{ offsetHeader: 64, getContainer: () => document.querySelector('.app-main')! }} scroll={{ x: 1800 }} />
- 只在 release/2025q4 的老布局上有效；feat 分支新布局没有 .app-main 滚动容器。
""", "loom-mes", "component", "verified", branches=["release/2025q4"], applies={"antd": "^4.24"},
  assets=["PlanListTable"], source="hotfix MR !301", updated="2025-06-10")

E("upload", "工艺单 Excel 导入：el-upload → antd Upload（beforeUpload / LIST_IGNORE）", r"""
feat(craft): 工艺单导入
- el-upload :before-upload 返回 false 只是不上传；antd Upload 的 beforeUpload 返回 false 同样阻止上传，但文件仍会出现在 fileList 里（显示为待上传）。校验不通过要返回 Upload.LIST_IGNORE，文件才不会进列表（antd 4.13+）。
```tsx
<Upload accept=".xlsx,.xls" maxCount={1} customRequest={({ file, onSuccess, onError }) =>
    api.importCraft(file as File).then(onSuccess).catch(onError)}
  beforeUpload={(f) => {
    if (f.size > 10 * 1024 * 1024) { message.error('工艺单不能超过 10MB'); return Upload.LIST_IGNORE; }
    return true;
  }}>
  <Button icon={<UploadOutlined />}>导入工艺单</Button>
</Upload>
```
- :http-request → customRequest；:on-success → onChange 里判断 file.status === 'done'。
- 导入结果（成功 N 条 / 失败明细）用 Modal 展示，失败明细可下载。
""", "loom-mes", "component", "verified", applies={"antd": ">=4.24 <6"}, assets=["el-upload", "CraftImport"],
  source="MR !248", updated="2025-04-11")

# ---- select / popup / cascader ------------------------------------------------------------------
E("remote", "el-select filterable remote → antd Select showSearch + onSearch", r"""
refactor(select): 远程搜索（品种、客户）
```tsx
<Select showSearch filterOption={false} onSearch={debouncedSearch} options={options}
  notFoundContent={fetching ? <Spin size="small" /> : null} labelInValue value={value} onChange={onChange} />
```
- remote-method 就是 onSearch，加 300ms 防抖（lodash-es debounce，组件卸载时 cancel）。
- 回显：编辑时 options 里还没有当前值，labelInValue 让 value 带 label（{ value: 'V1024', label: '32S 府绸' }），后端详情接口要返回 label。
""", "*", "component", "verified", applies={"antd": ">=4.24 <6"}, assets=["el-select"],
  counter="mode=\"multiple\" 多选 + 远程搜索的回显（多个 label 合并、分页加载已选项）不适用，本条只验证了单选",
  source="迁移手册 §3.5", updated="2025-02-22")

E("popup", "下拉/日期弹层不跟随滚动容器 → getPopupContainer", r"""
fix(ui): 排产抽屉里 Select / DatePicker 下拉层滚动时“飘走”
- antd 弹层默认挂 body，滚动容器不是 window 时位置不更新。
- 局部：getPopupContainer={(trigger) => trigger.parentElement!}；全局：<ConfigProvider getPopupContainer={(n) => n?.closest('.scroll-container') ?? document.body}>。
- Element 对应的是 popper-append-to-body=false。
- 挂到 parentElement 后，父级 overflow:hidden 会裁剪弹层（表格单元格里的 Select 尤其），这种情况单独挂到表格外层容器。
""", "*", "component", "verified", applies={"antd": ">=4.24 <6"}, source="MR !241", updated="2025-04-03")

E("popcls", "el-cascader popper-class → antd Cascader popupClassName", r"""
refactor(ui): 车间-工段-机台级联选择
- popper-class="lm-cascader-pop" → popupClassName="lm-cascader-pop"。
- antd 5 上写 dropdownClassName 会报：Warning: [antd: Cascader] `dropdownClassName` is deprecated. Please use `popupClassName` instead.（Select、TreeSelect、DatePicker 同理）
- props: { value: 'id', label: 'name', children: 'subs' } → fieldNames={{ value: 'id', label: 'name', children: 'subs' }}。
- show-all-levels=false → displayRender={(labels) => labels[labels.length - 1]}。
""", "*", "component", "verified", applies={"antd": ">=5 <6"}, assets=["el-cascader"],
  source="MR !243", updated="2025-04-05")

E("wtree", "WorkshopTree 车间树懒加载：el-tree lazy/load → antd Tree loadData", r"""
feat(org): WorkshopTree（厂区 → 车间 → 工段 → 机台）
- Element：lazy :load="(node, resolve) => ..." node-key="id"
- antd Tree：
```tsx
<Tree treeData={treeData} loadData={async ({ key, children }) => {
  if (children) return;
  const subs = await api.children(key as string);
  setTreeData((old) => updateTreeData(old, key, subs.map(toNode)));
}} />
```
- 机台节点 isLeaf: true，否则会显示展开箭头。
- Element 的 default-expanded-keys 配合 lazy 会逐级触发 load；antd 的 expandedKeys 不会触发 loadData 之外的加载，需要 loadedKeys 一起管理。
""", "loom-mes", "component", "verified", applies={"antd": ">=4.24 <6"}, assets=["WorkshopTree"],
  source="MR !252", updated="2025-04-14")

E("wtsel", "WorkshopTreeSelect 下拉车间树：el-select + el-tree → antd TreeSelect loadData", r"""
feat(org): WorkshopTreeSelect（注意不是 WorkshopTree，这是表单里的下拉树）
- Vue 版是 el-select 里塞 el-tree 的自定义组件；antd 直接 TreeSelect：
```tsx
<TreeSelect treeDataSimpleMode treeData={flatNodes} loadData={({ id }) => loadChildren(id)}
  showSearch treeNodeFilterProp="title" allowClear placeholder="选择车间/工段" />
```
- treeDataSimpleMode：扁平 { id, pId, title, value, isLeaf }，追加子节点只需 concat，比嵌套结构好维护。
- 搜索只能搜已加载节点；要全量搜索走后端 /api/org/search。
""", "loom-mes", "component", "verified", applies={"antd": ">=4.24 <6"}, assets=["WorkshopTreeSelect"],
  source="MR !253", updated="2025-04-15")

E("clickout", "Element v-clickoutside → ahooks useClickAway", r"""
refactor: 自定义面板（机台快速筛选浮层）点外部关闭
- Element 内部 utils/clickoutside 指令 → ahooks useClickAway(() => setOpen(false), [panelRef, triggerRef])。
- 坑：面板里有 antd Select/DatePicker，下拉层挂在 body，点选项被判定为“外部”导致面板关闭。处理：把弹层 getPopupContainer 到面板内部，或把弹层 DOM 加入 useClickAway 的 target 列表。
""", "*", "directive", "verified", applies={"react": ">=17"}, assets=["v-clickoutside"],
  counter="iframe 内的点击（如嵌入的帆软报表）不会冒泡到父页面，useClickAway 感知不到，不适用",
  source="MR !245", updated="2025-04-07")

# ---- mixins / conventions ------------------------------------------------------------------------
E("tpm", "tablePageMixin 分页 mixin → usePagedTable hook", r"""
refactor(hooks): tablePageMixin（page/size/total/getList/handleSizeChange/handleCurrentChange）
```ts
export function usePagedTable<T>(fetcher: (p: PageQuery) => Promise<Page<T>>, deps: unknown[]) {
  const [pg, setPg] = useState({ current: 1, pageSize: 20 });
  const [data, setData] = useState<Page<T>>({ list: [], total: 0 });
  useEffect(() => { fetcher({ pageNo: pg.current, pageSize: pg.pageSize }).then(setData); }, [pg, ...deps]);
  const pagination = { ...pg, total: data.total, showSizeChanger: true, showTotal: (t: number) => `共 ${t} 条`,
    onChange: (current: number, pageSize: number) => setPg({ current, pageSize }) };
  return { rows: data.list, pagination, reload: () => setPg((p) => ({ ...p })), resetPage: () => setPg((p) => ({ ...p, current: 1 })) };
}
```
- 搜索条件变化必须 resetPage()，mixin 里是 handleSearch 手动 page=1，hook 里别漏。
- 跨页勾选（selection）不在这个 hook 里，原 mixin 也没有。
""", "loom-mes", "mixin", "verified", applies={"antd": ">=4.24 <6"}, assets=["tablePageMixin"],
  source="MR !207", updated="2025-02-21")

E("tm", "tableMixin 列显隐配置（localStorage）→ useColumnSettings", r"""
refactor(hooks): tableMixin（注意不是 tablePageMixin）：列显隐 + 列顺序存 localStorage
- key 保持 `lm_cols:${route.name}` 不变，新旧版本共用用户配置。
- useColumnSettings(tableId, allColumns) 返回 { columns, settingsNode }，settingsNode 是 Popover + Checkbox.Group。
- 列顺序变化用 dataIndex 比对，新增列默认显示、删除的列从配置里剔除。
""", "loom-mes", "mixin", "verified", assets=["tableMixin"], source="MR !208", updated="2025-02-21")

E("mixck", "mixin → hooks 改造检查项（candidate）", r"""
检查项（未验证）：
- [ ] mixin 的同名 data / methods 合并策略（组件优先）在 hooks 里不存在，命名冲突要显式改名；
- [ ] 生命周期顺序：mixin 的 created/mounted 先于组件自身执行，hooks 里按调用顺序执行，依赖顺序的初始化要排好 hook 顺序；
- [ ] mixin 里 this.$refs 访问组件 DOM 的，改成由 hook 返回 ref 给组件挂；
- [ ] 多个 mixin 都 watch 同一个 $route 的，合并成一个 effect；
- [ ] uni-app 页面级 mixin 里的 onShow/onLoad 钩子要单独处理（页面生命周期不是组件生命周期）。
""", "*", "mixin", "candidate", source="迁移手册草稿 §6", updated="2025-04-20")

E("emit", "$emit / .sync / 自定义 v-model → React 回调 props 命名约定", r"""
convention: 组件事件
- `this.$emit('change', v)` → props.onChange?.(v)；事件名 kebab → camel：'row-click' → onRowClick。
- `:visible.sync="x"`（子组件 $emit('update:visible', false)）→ open + onOpenChange(open: boolean)，所有弹层类业务组件统一这个命名。
- 自定义组件 v-model（model: { prop: 'value', event: 'change' }）→ value + onChange，能直接作为 antd Form.Item 的子组件。
- $emit 之后父组件同步读取子组件状态的写法（this.$refs.child.xxx）不要翻译，改成状态提升。
""", "*", "component", "verified", source="迁移手册 §2.1", updated="2025-02-12")

E("vloading", "v-loading 指令（含 element-loading-text）→ Spin 包裹组件（待评审）", r"""
refactor(ui): v-loading
方案（待评审）：
- `<div v-loading="loading" element-loading-text="排产计算中…">` → `<Spin spinning={loading} tip="排产计算中…"><div>...</div></Spin>`；
- 全屏 v-loading.fullscreen.lock → Spin fullscreen（antd 5.11+）；
- Table 自带 loading 属性，不用外包 Spin。
评审点：Spin tip 只在嵌套模式生效；fullscreen 在 5.11 以下不可用（feat/qc-report 是 5.8）。
""", "loom-mes", "directive", "review_required", applies={"antd": ">=5 <6"}, assets=["v-loading"],
  source="MR !288（draft）", updated="2025-06-04")

# ---- long post-mortems (loom-mes) ---------------------------------------------------------------
E("ganttpm", "复盘：排产甘特图 LoomGantt 迁移（含夜班跨零点归属日问题）", r"""
【复盘】LoomGantt 排产甘特图迁移到 React（2025-06，MR !296 !299 !302）

一、背景
LoomGantt 是排产看板的核心：纵轴 212 台织机（织造一、二工段），横轴 7 天 × 2 班，每个色块是一个工单在某台织机上的计划区间。Vue 版是自研的 canvas 组件（约 2400 行），拖拽改机台、拉伸改工期、右键拆单都在里面。迁移目标：保持交互不变，渲染改成 DOM（CSS Grid）+ 虚拟化行，方便做无障碍和单测。

二、技术选型
- 评估过 dhtmlx-gantt（商业授权）、frappe-gantt（不支持资源视图）、@visx（太底层），最终自研。
- 行虚拟化：react-window FixedSizeList，行高 36。
- 拖拽：@dnd-kit/core，替代 Vue 版手写 mousemove。
- 时间计算统一 dayjs（src/utils/dayjs.ts 已 extend isoWeek、isBetween、customParseFormat）。

三、迁移过程
1. 先迁只读渲染，与 Vue 版做像素对比（同一份 /api/plan/gantt 数据），偏差 ≤ 1px。
2. 再迁拖拽改机台：drop 时校验目标织机的筘幅与工单幅宽，不满足时色块回弹并 message.warning。
3. 最后迁拉伸改工期和右键拆单。
4. 工单色块颜色按品种大类（府绸/斜纹/提花/色织），沿用 Vue 版色板。

5. 拖拽改机台的校验（MR !299）：
```tsx
function onDragEnd({ active, over }: DragEndEvent) {
  if (!over) return;
  const order = ordersById[active.id as string];
  const loom = loomsById[over.id as string];
  if (loom.reedWidth < order.clothWidth + 10) {        // 筘幅需比成品幅宽大 10cm 以上
    message.warning(`${loom.loomNo} 筘幅 ${loom.reedWidth}cm 不足，无法排入`);
    return;                                             // 不 dispatch，色块自动回弹
  }
  dispatch(moveOrder({ orderId: order.id, toLoom: loom.loomNo, version: order.version }));
}
```
6. 拉伸改工期：只允许按半班（6 小时）吸附，拉伸结束时按织机效率重新估算完工时间，超出交期的色块加红色描边。
7. 右键拆单：antd Dropdown menu={{ items }} 的 trigger={['contextMenu']} 替代 Vue 版自绘菜单。
8. 保存：整板保存时如果返回 MES-40901（计划已被他人修改），按排产冲突条目处理。

9. 性能基线：212 行 × 7 天，滚动 60fps（工控机 i5-8500 + 集显），拖拽时 React Profiler 单次提交 < 8ms；Vue canvas 版约 5ms，差距可接受。

四、问题
问题 1：dnd-kit 的 DragOverlay 在 react-window 的滚动容器里坐标偏移，给 DndContext 加 modifiers={[restrictToFirstScrollableAncestor]} 解决。

问题 2：212 行 × 14 班次格的背景网格最初每格一个 div，DOM 节点 3000+，滚动掉帧。改成每行一个 div + CSS background linear-gradient 画网格线。

问题 3：Vue 版的 $bus 事件（甘特图选中 → 侧边详情面板）在 React 侧改成 Redux 的 selectedOrderId，这个改动涉及 9 个组件，已在 MR !299 说明，不单独记条目。

问题 4（上线后业务反馈，最重要）：夜班（20:00 - 次日 08:00）的工单统计被拆到了两天。计划员看到 6/12 夜班的产量计划，一部分算在 6/12，一部分算在 6/13，日报合计对不上。
根因：Vue 版有一个 getShiftDate 工具函数，把 00:00-08:00 的时间归到前一天的夜班；React 版重写工具函数时，直接用 dayjs(t).format('YYYY-MM-DD') 作为归属日期，丢掉了这个规则。
修复：夜班归属日规则（生产部口径：夜班归属开始那天）
```ts
// 班次归属日：08:00 之前的时刻属于前一天的夜班
export function shiftDateOf(t: Dayjs): { date: string; shift: 'D' | 'N' } {
  const h = t.hour();
  if (h >= 8 && h < 20) return { date: t.format('YYYY-MM-DD'), shift: 'D' };
  const base = h < 8 ? t.subtract(1, 'day') : t;
  return { date: base.format('YYYY-MM-DD'), shift: 'N' };
}
```
并补了 0:00、7:59、8:00、19:59、20:00 五个边界的单测。所有按“日”聚合的地方（甘特图顶部日合计、日报、效率统计）都必须走 shiftDateOf，不能直接 format 日期。

五、结论
- 迁移工具函数时先把旧函数的单测搬过来再重写，业务口径（班次归属）往往藏在工具函数里。
- 甘特图已稳定，后续需求在 React 版上开发，Vue 版冻结。
""", "loom-mes", "component", "verified", branches=LM_REACT_BRANCHES, applies={"react": ">=18", "dayjs": "^1.11"},
  assets=["LoomGantt"], source="Wiki: 前端迁移/复盘/2025-06 甘特图", updated="2025-06-20")

E("relpm", "复盘：release/2025q4 首批 React 页面上线事故（antd 4 + React 17）", r"""
【复盘】release/2025q4 首批 React 页面上线（2025-06-16，计划列表 / 工单详情 / 周排产三个页面）

一、背景
为了让 Q4 版本提前用上新页面，在 release/2025q4 分支（antd 4.24.16、React 17、moment 2.29）上通过 ReactIsland 挂载了三个 React 页面。新页面在 feat 分支上是 antd 5 + dayjs 写的，回移（backport）到 release 分支时做了 antd 4 适配。

涉及页面与改动量
| 页面 | React 组件 | 代码行数 | 依赖的 Vue 全局能力 |
|---|---|---|---|
| 计划列表 | PlanListPage | 1,240 | 权限指令、全局过滤器、TagsView |
| 工单详情 | OrderDetailPage | 860 | 过滤器（dateFormat、yarnCount）、$message |
| 周排产 | WeekPlanPage | 1,530 | moment 全局 locale、$confirm、Vuex planFilter |
上线方式：Vue 路由 /plan/list、/order/:id、/plan/week 的组件替换成 ReactIsland 包装，出问题可以按页面切回 Vue 组件（配置中心开关 lm.react.pages）。

二、时间线
- 06-16 20:00 上线。
- 06-16 21:30 吴江二厂反馈工单详情页的“交期”显示成英文月份（Jun 20）。
- 06-17 08:40 苏州一厂计划员反馈周排产页面的“本周”从周日开始，周排产的计划范围错了一天，已经有 3 个工单按错误的周范围下发到车间。
- 06-17 10:00 回滚周排产页面（ReactIsland 切回 Vue 版），其余两个页面保留。
- 06-18 修复后重新上线。

backport 做了哪些适配
- dayjs → moment：三个页面共 41 处，主要是 format / startOf / diff；dayjs 的 isSameOrBefore 等插件方法在 moment 里是内置的，直接替换。
- antd 5 → antd 4：ConfigProvider theme token 改成 less modifyVars；Modal/Drawer 用 open（4.23+ 已支持）；Tabs items 在 4.24 已支持，保留；App.useApp 不存在，改 message.useMessage。
- RTK 2 → RTK 1.9：extraReducers 本来就是 builder 写法，无需修改；react-redux 9 → 8，useSelector 行为一致。
- @ant-design/charts 2 → 1.4：周排产页有一个产能折线图，colorField 改 seriesField。
- React 18 → 17：ReactIsland 改回 ReactDOM.render 版本。
测试缺口：backport 后只跑了 feat 分支的单测，没有在 release 分支环境做完整的周排产用例回归——这是问题 3 没在上线前暴露的直接原因。

- 监控：上线当晚没有针对 React 页面的前端错误告警规则（Sentry 项目还没接），问题全部来自用户反馈，这是另一个改进项。
- 回滚验证：06-17 10:00 通过配置中心把 WeekPlanPage 切回 Vue 组件，10 分钟内所有计划员浏览器刷新后恢复正常，回滚机制有效。

三、问题与根因
问题 1：计划列表页的 Select 下拉层在固定表头区域被遮挡。原因是老布局的 .app-main 滚动容器，已通过 getPopupContainer 解决（同 getPopupContainer 条目）。

问题 2：工单详情“交期”英文月份。backport 时 ConfigProvider locale 用了 antd 4 的 zh_CN，但 moment 自身的 locale 没有设置。

问题 3（主要事故）：周排产页面的 WeekPicker 和“本周”按钮从周日开始计算。feat 分支上是 dayjs + zh-cn locale（周一开始），release 分支改成 moment 后，入口没有 import moment 的中文 locale，moment 默认 en locale，一周从周日开始；startOf('week') 因此返回周日，周排产范围整体错了一天。Vue 版之所以正常，是因为 Vue 工程的 main.js 里早就有 import 'moment/locale/zh-cn'，而 ReactIsland 的入口是单独打包的 chunk，没有这一行。
修复（问题 2、3 一起）：在 React 入口 src/react/bootstrap.jsx 最前面
```js
import moment from 'moment';
import 'moment/locale/zh-cn';
moment.locale('zh-cn');
```
并且周排产的范围计算改用 startOf('isoWeek')，不依赖 locale：
```js
const weekStart = moment(anchor).startOf('isoWeek');           // 永远周一
const weekEnd = weekStart.clone().add(6, 'day').endOf('day');
```
已下发的 3 个工单由计划员手工调整。

四、结论
- ReactIsland 的入口是独立 chunk，宿主 Vue 工程里的全局副作用（locale、polyfill、全局样式）不会自动带过来，要逐项核对。
- 周范围计算一律用 isoWeek，不依赖 locale。
""", "loom-mes", "other", "verified", branches=["release/2025q4", "main"], applies={"antd": "^4.24", "moment": "^2.29"},
  assets=["WeekPlanPage", "ReactIsland"], source="Wiki: 前端迁移/复盘/2025-06 release 上线", updated="2025-06-19")

E("antd5en", "antd v5 migration notes (excerpt copied from the official guide)", r"""
Copied from the antd docs "Migrate from v4 to v5" for quick reference (English kept as-is):

- Tabs: `Tabs.TabPane` is deprecated. Use `items` instead:
  `<Tabs items={[{ key: 'plan', label: 'Plan', children: <PlanPanel /> }]} />`
  Console: `Warning: [antd: Tabs] Tabs.TabPane is deprecated. Please use items instead.`
- Menu: `children` is deprecated. Use `items` (`{ key, label, icon, children }`).
  Console: `Warning: [antd: Menu] children will be removed in next major version. Please use items instead.`
- Dropdown: `overlay` is deprecated. Use `menu={{ items, onClick }}`.
- Components with popups: `visible` → `open`, `onVisibleChange` → `onOpenChange`; `dropdownClassName` → `popupClassName`.
- Date components use Day.js instead of Moment.js.
- Less variables are removed; use Design Token via ConfigProvider `theme`.
""", "*", "component", "verified", applies={"antd": ">=5 <6"}, assets=["el-tabs", "el-menu"],
  source="antd docs: Migrate from v4 to v5 (excerpt)", updated="2025-02-10")

# ---- team-wide backend error codes ------------------------------------------------------------
E("e409", "MES-40901 排产冲突（乐观锁）前端处理", r"""
fix(api): 保存排产/改单返回
```json
{ "code": "MES-40901", "msg": "计划已被他人修改", "data": { "serverVersion": 17 } }
```
- 含义：plan.version 乐观锁冲突，别人已经改过这条计划。
- 处理：不要自动重试。弹 Modal 提示“计划已被 {updatedBy} 于 {updatedAt} 修改”，提供“查看最新”（重新拉取并丢弃本地修改）和“复制我的修改”两个按钮。
- 拦截器里对 MES-40901 不弹通用错误 toast，交给业务层处理（request 配置 skipErrorToast: ['MES-40901']）。
""", "*", "other", "verified", assets=["request.js"], source="MR !256", updated="2025-04-19")

E("e401lm", "MES-40102 token 过期：loom-mes 并发请求刷新 token（单飞）", r"""
fix(api): loom-mes 返回 MES-40102（access token 过期）
- 用 refresh token 换新 token，期间其他并发请求排队，刷新完成后重放：
```ts
let refreshing: Promise<string> | null = null;
instance.interceptors.response.use(undefined, async (err) => {
  if (err.response?.data?.code !== 'MES-40102') throw err;
  refreshing ??= refreshToken().finally(() => { refreshing = null; });
  const token = await refreshing;
  err.config.headers.Authorization = `Bearer ${token}`;
  return instance(err.config);
});
```
- refresh 本身返回 MES-40103（refresh 过期）时跳登录页并带 redirect。
""", "loom-mes", "other", "verified", assets=["request.js"], source="MR !257", updated="2025-04-20")

E("e401pad", "MES-40102 在平板端：回到扫工牌登录页（平板没有 refresh token）", r"""
fix(pad): workshop-pad 收到 MES-40102
- 平板是扫工牌登录，按班次发放 12h token，没有 refresh token，不做刷新。
- 处理：清 pad_token，queryClient.clear()，跳 /badge-login?loom=当前机台；未提交的报工草稿已经在本地持久化，不会丢。
- 交接班 08:00/20:00 前后集中出现属于正常。
""", "workshop-pad", "other", "verified", assets=["http.js"], source="MR !31 (pad)", updated="2025-05-10")

E("e422", "MES-42210 报工数量超过计划数量", r"""
fix(api): 报工提交返回 MES-42210（报工米数 > 计划米数 × 1.05）
- PC（loom-mes）：表单项报错，form.setFields([{ name: 'meters', errors: ['超过计划 5%，需班长确认'] }])。
- 平板（workshop-pad）：Dialog.confirm 让班长刷卡确认，确认后带 overrideBy=班长工号 重新提交。
- 不要前端先拦，计划数量以后端为准（插单会改计划）。
""", "*", "other", "verified", assets=["request.js", "http.js"], source="MR !261", updated="2025-04-24")

E("e503dep", "MES-5003x 网关超时系列的前端重试（已废弃）", r"""
旧：MES-50031/50032（网关超时）在拦截器里自动重试 3 次。
已废弃：2025-05 网关改造后不再返回 5003x，超时统一为 HTTP 504；且自动重试导致过重复报工。删除相关代码。
""", "*", "other", "deprecated", assets=["request.js"], source="MR !139（已删除）", updated="2025-05-16")

# ---- workshop-pad: data fetching (TanStack Query) ---------------------------------------------
PAD_Q5 = {"@tanstack/react-query": "^5"}

E("q5obj", "uni.request + onLoad 拉数据 → useQuery（v5 只支持对象参数）", r"""
feat(pad): 页面 onLoad 里 this.$http.get('/pad/loom/' + id) → useQuery
```tsx
const { data, isPending, error } = useQuery({
  queryKey: ['loom', loomNo],
  queryFn: ({ signal }) => http.get<LoomDetail>(`/pad/loom/${loomNo}`, { signal }).then((r) => r.data),
  enabled: !!loomNo,
});
```
升级或照抄 v4 的位置参数写法 useQuery(['loom', id], fn) 会报：
```
Error: Bad argument type. Starting with v5, only the "Object" form is allowed when calling query related functions. Please use the error stack to find the culprit call. More info here: https://tanstack.com/query/latest/docs/react/guides/migrating-to-v5#supports-a-single-signature-one-object
```
- 同样适用于 useMutation、queryClient.invalidateQueries / prefetchQuery 等，全部改对象参数。
""", "workshop-pad", "plugin", "verified", applies=PAD_Q5, assets=["uni.request", "$http"],
  source="MR !20 (pad)", updated="2025-04-08")

E("q5ren", "TanStack Query v5 改名：cacheTime→gcTime、isLoading→isPending、keepPreviousData、onSuccess 移除", r"""
chore(pad): v5 改名清单（pad 统一 5.59）
- cacheTime → gcTime（默认 5 分钟）。
- 首次加载状态 isLoading → isPending；v5 的 isLoading = isPending && isFetching。
- keepPreviousData: true → placeholderData: keepPreviousData（从 '@tanstack/react-query' 导入）。
- useQuery 的 onSuccess / onError / onSettled 回调已移除。原来在 onSuccess 里 uni.showToast / Toast.show 的：
  - 请求成功提示 → 一般不需要，删；
  - 数据到达后同步到表单 → useEffect([data])；
  - 全局错误提示 → new QueryCache({ onError: (err) => Toast.show({ icon: 'fail', content: msgOf(err) }) })。
- useMutation 的 onSuccess 仍然保留。
""", "workshop-pad", "plugin", "verified", applies=PAD_Q5, assets=["useQuery"],
  source="MR !21 (pad)", updated="2025-04-09")

E("q4dep", "useQuery onSuccess 里弹 Toast（v4 写法，已废弃）", r"""
旧（release/pad-2.9 时期，TanStack Query 4）：useQuery({ queryKey, queryFn, onSuccess: () => Toast.show('已刷新') })。
已废弃：v4 下 onSuccess 在 staleTime 内重复挂载也会触发，导致机台页面反复弹提示；v5 已移除该回调。不要再按这个写。
""", "workshop-pad", "plugin", "deprecated", applies={"@tanstack/react-query": "^4.36"}, assets=["useQuery"],
  source="MR !9 (pad)", updated="2025-04-09")

E("infq", "onReachBottom 触底加载 → useInfiniteQuery + antd-mobile InfiniteScroll", r"""
feat(pad): 报工记录列表（原 onReachBottom + page++）
```tsx
const q = useInfiniteQuery({
  queryKey: ['reports', loomNo],
  queryFn: ({ pageParam }) => api.reports(loomNo, pageParam, 20),
  initialPageParam: 1,
  getNextPageParam: (last, all) => (last.list.length < 20 ? undefined : all.length + 1),
});
const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
<InfiniteScroll loadMore={async () => { await q.fetchNextPage(); }} hasMore={!!q.hasNextPage} />
```
- v5 必须给 initialPageParam，否则 TS 报 `Property 'initialPageParam' is missing in type ...`，运行时第一页 pageParam 是 undefined。
- loadMore 必须返回 Promise，否则 InfiniteScroll 会连续触发。
""", "workshop-pad", "plugin", "verified", applies=dict(PAD_Q5, **{"antd-mobile": "^5"}), assets=["onReachBottom"],
  source="MR !24 (pad)", updated="2025-04-12")

E("ptr", "onPullDownRefresh / uni.stopPullDownRefresh → antd-mobile PullToRefresh", r"""
feat(pad): 下拉刷新
- uni：pages.json enablePullDownRefresh + onPullDownRefresh() { this.load().finally(() => uni.stopPullDownRefresh()) }
- React：<PullToRefresh onRefresh={async () => { await refetch(); }}>…</PullToRefresh>
- onRefresh 返回的 Promise 结束即收起，不需要 stop 调用；没 await 会立刻收起。
- 文案：pullingText="下拉刷新" canReleaseText="释放立即刷新" refreshingText="加载中…" completeText="已更新"。
""", "workshop-pad", "component", "verified", applies={"antd-mobile": "^5"}, assets=["onPullDownRefresh"],
  source="MR !25 (pad)", updated="2025-04-12")

E("mut", "报工提交 useMutation + invalidateQueries 刷新机台列表", r"""
feat(pad): 报工（uni 版提交成功后 uni.$emit('refreshLoomList')）
```tsx
const qc = useQueryClient();
const submit = useMutation({
  mutationKey: ['report', 'submit'],
  mutationFn: (body: ReportBody) => api.submitReport(body),
  onSuccess: (_, body) => {
    qc.invalidateQueries({ queryKey: ['loom', body.loomNo] });
    qc.invalidateQueries({ queryKey: ['looms'] });   // 机台列表
    Toast.show({ icon: 'success', content: '报工成功' });
  },
});
```
- 不要再用全局事件总线刷新；queryKey 约定：['looms'] 列表、['loom', loomNo] 详情。
- invalidateQueries 在 v5 只接受对象参数。
""", "workshop-pad", "plugin", "verified", applies=PAD_Q5, assets=["uni.$emit"], source="MR !27 (pad)",
  updated="2025-04-16")

E("poll", "onShow/onHide 启停定时器轮询机台状态 → refetchInterval", r"""
feat(pad): 机台状态 10s 轮询
- uni：onShow 里 setInterval(this.loadStatus, 10000)，onHide 里 clearInterval。
- React：useQuery({ queryKey: ['loom', loomNo, 'status'], queryFn, refetchInterval: 10_000, refetchIntervalInBackground: false })。
- 页面隐藏（WebView 切后台）时 TanStack Query 通过 visibilitychange 自动暂停，不用手写 onHide；回前台 refetchOnWindowFocus 立即拉一次。
""", "workshop-pad", "plugin", "verified", applies=PAD_Q5, assets=["onShow", "onHide"], source="MR !28 (pad)",
  updated="2025-04-17")

E("noqc", "No QueryClient set：antd-mobile Dialog.show 内容组件里用 useQuery", r"""
fix(pad): 断经处理弹窗
```
Error: No QueryClient set, use QueryClientProvider to set one
```
- 原因：Dialog.show / Dialog.confirm / Modal.show 这类命令式 API 会把 content 渲染到独立的 React 根，拿不到外层 QueryClientProvider / Router 等 Context。
- 处理：弹窗里需要 hooks 的，改用声明式 <Dialog visible={...} content={<BreakDetail />} />；或者在 content 外再包一层 <QueryClientProvider client={queryClient}>（queryClient 从 src/query/client.ts 导入同一实例）。
""", "workshop-pad", "component", "verified", applies=dict(PAD_Q5, **{"antd-mobile": "^5"}), assets=["u-modal"],
  source="MR !33 (pad)", updated="2025-05-12")

E("offpm", "复盘：车间平板离线报工补发失败 / 重复报工事故", r"""
【复盘】workshop-pad 离线报工事故（2025-06-05 织造二工段）

一、背景
织造二工段 Wi-Fi 在喷气织机集中开机时干扰严重，平板经常断网 1~5 分钟。uni-app 版的做法：报工失败时 uni.setStorageSync('pending_reports', list)，下次 onShow 时逐条重发。React 版改用 TanStack Query 5 的离线能力：networkMode: 'offlineFirst' 的 mutation 在离线时暂停（isPaused），联网后自动继续；并用 persistQueryClient 把缓存持久化到 localStorage。

二、事故经过
- 06-05 夜班，二工段 14 台平板在 22:10-22:40 间断网。
- 挡车工在离线期间继续报工（落布米数），界面显示“已暂存，联网后自动提交”。
- 部分平板在断网期间被挡车工下拉刷新/重新打开了 WebView（壳的“重新加载”按钮）。
- 联网后，没有刷新过的平板正常补发；刷新过的 6 台平板，离线期间的 23 条报工没有补发，次日早班统计发现产量缺失。
- 另外有 2 条报工被提交了两次（同一落布记录两条），导致 MES-42210 超计划拦截误报。

排查过程
- 06-06 早班：生产部反馈二工段夜班产量比织机计数器少约 1400 米。
- 对比平板本地 localStorage（壳的调试模式导出）：6 台平板的 pad-query-cache 里都还留着 mutations 数组，status 为 'pending'，isPaused 为 true，variables 完整。
- 网关日志：这 23 条报工完全没有到达后端，说明不是后端丢数据。
- 复现：在测试平板上开飞行模式报工 → 点壳的“重新加载” → 关飞行模式，稳定复现“不补发”。不点重新加载则正常补发。
- 重复提交的 2 条：网关日志里同一 rollNo 在 22:41:03 和 22:41:09 各一次，第一次响应状态 200 但客户端记录为 network error（Wi-Fi 在响应返回途中断开）。

- 影响面统计：二工段 14 台平板中 6 台受影响；同期一工段网络正常，无影响。数据由班长按纸质交接记录补录。

三、根因分析
1. 持久化配置本身没问题：
```ts
const persister = createSyncStoragePersister({ storage: window.localStorage, key: 'pad-query-cache' });
const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 1000 * 60 * 60 * 24 } } });
```
   离线期间的 mutation 确实被写进了 localStorage（dehydrate 默认会持久化暂停的 mutation）。
2. 重复提交：报工 mutation 设置了 retry: 3，而网络恢复瞬间请求实际已到达后端，但响应丢失，客户端重试又发了一次。后端没有幂等校验。
3. 刷新后没有补发（主因）：页面重新加载后，持久化的 mutation 被恢复（hydrate）成 paused 状态，但恢复出来的 mutation 只有 mutationKey 和 variables，没有 mutationFn（函数无法序列化），所以永远不会执行。TanStack Query 文档里写明：要在页面重载后继续离线 mutation，必须为该 mutationKey 提供默认的 mutationFn，并在恢复完成后调用 resumePausedMutations。

四、修复（MR !61 !62）
```ts
// src/query/client.ts —— 必须在 PersistQueryClientProvider 恢复缓存之前注册
queryClient.setMutationDefaults(['report', 'submit'], {
  mutationFn: (body: ReportBody) => api.submitReport(body, { headers: { 'X-Req-Id': body.reqId } }),
  networkMode: 'offlineFirst',
  retry: 3,
});

// App.tsx
<PersistQueryClientProvider
  client={queryClient}
  persistOptions={{ persister, maxAge: 1000 * 60 * 60 * 24 }}
  onSuccess={() => queryClient.resumePausedMutations().then(() => queryClient.invalidateQueries())}
>
```
- 组件里的 useMutation 只写 mutationKey: ['report', 'submit']，不再内联 mutationFn，保证恢复前后是同一份定义。
- 幂等：报工时前端生成 reqId（crypto.randomUUID()，老平板 WebView 不支持时用 uuid 库），放在 variables 里一起持久化，请求头 X-Req-Id；后端按 reqId 去重，重复请求返回第一次的结果。
- gcTime 必须 ≥ maxAge，否则缓存在持久化恢复前就被回收。

五、结论
- 离线 mutation 想跨页面重载恢复：setMutationDefaults(mutationKey, { mutationFn }) + resumePausedMutations()，缺一不可。
- 所有带副作用的提交类接口都要幂等键，重试才安全。
""", "workshop-pad", "plugin", "verified", applies=PAD_Q5, assets=["pending_reports", "useMutation"],
  source="Wiki: 平板/复盘/2025-06 离线报工", updated="2025-06-12")

E("q5en", "TanStack Query v5 – mutation status rename (excerpt from docs)", r"""
Copied from "Migrating to TanStack Query v5" (English kept as-is):

Status `loading` has been changed to `pending` ... The `isLoading` flag for mutations has been renamed to `isPending`:
```tsx
const { mutate, isPending } = useMutation({ mutationFn: submitReport });
<Button loading={isPending} onClick={() => mutate(body)}>Submit</Button>
```
For queries, `isLoading` is now `isPending && isFetching` (previously `isInitialLoading`).
`useMutation` keeps its `onSuccess` / `onError` / `onSettled` callbacks; only `useQuery` lost them.
""", "workshop-pad", "plugin", "verified", applies=PAD_Q5, assets=["useMutation"],
  source="TanStack Query docs: Migrating to v5 (excerpt)", updated="2025-04-09")

# ---- workshop-pad: UI ---------------------------------------------------------------------------
PAD_M = {"antd-mobile": "^5"}

E("picker", "u-picker 选机台/选班组 → antd-mobile Picker（columns 二维数组）", r"""
feat(pad): u-picker
- uView：<u-picker :show="show" :columns="[loomList]" keyName="name" @confirm="onConfirm" @cancel="show=false" />
- antd-mobile：
```tsx
<Picker columns={[looms.map((l) => ({ label: l.name, value: l.loomNo }))]}
  visible={visible} onClose={() => setVisible(false)} value={value}
  onConfirm={(v) => setValue(v)} />
```
- columns 是二维数组（每列一个数组），value 是 (string | null)[]，取 v[0]。
- 只想要一次性选择：const v = await Picker.prompt({ columns })，取消时返回 null。
- uView 的 keyName 不存在，需要 map 成 { label, value }。
""", "workshop-pad", "component", "verified", applies=PAD_M, assets=["u-picker"], source="MR !15 (pad)",
  updated="2025-04-03")

E("toast", "uni.showToast / uni.showLoading / $u.toast → antd-mobile Toast", r"""
refactor(pad): 轻提示
- uni.showToast({ title: '报工成功', icon: 'success' }) → Toast.show({ icon: 'success', content: '报工成功' })。
- uni 的 icon: 'none' → 不传 icon；'error' → icon: 'fail'。
- uni.showLoading({ title: '提交中' }) / uni.hideLoading() → `const h = Toast.show({ icon: 'loading', content: '提交中…', duration: 0, maskClickable: false })`，结束时 h.close() 或 Toast.clear()。
- duration 单位都是毫秒；uni 默认 1500，antd-mobile 默认 2000。
""", "workshop-pad", "plugin", "verified", applies=PAD_M, assets=["uni.showToast", "uni.showLoading"],
  counter="Android 物理返回键需要被拦截的全屏阻塞 loading（如固件升级）不适用",
  source="MR !16 (pad)", updated="2025-04-03")

E("rpx", "rpx 单位 → postcss-px-to-viewport（750 设计稿）", r"""
style(pad): rpx
- uni-app 的 rpx 以 750 为基准。React 版样式按设计稿 px 写，postcss-px-to-viewport：
```js
'postcss-px-to-viewport-8-plugin': { viewportWidth: 750, unitPrecision: 4, viewportUnit: 'vw', exclude: [/node_modules/] }
```
- 样式里的 300rpx 直接写 300px，插件转 40vw。
- antd-mobile 排除在外（exclude node_modules），它用 CSS 变量，字号通过 :root { --adm-font-size-main: 15px } 调整。
- 平板横屏 1280 宽，设计稿按 750 竖屏出的页面在横屏下过大，横屏页面单独设 viewportWidth 1280（按目录 include 区分）。
""", "workshop-pad", "style", "verified", assets=["rpx"], source="MR !14 (pad)", updated="2025-04-02")

E("stepper", "u-number-box 米数/纬密录入 → antd-mobile Stepper", r"""
feat(pad): u-number-box
- <u-number-box v-model="meters" :step="0.1" :decimal-length="1" :min="0" /> → <Stepper value={meters} onChange={setMeters} step={0.1} digits={1} min={0} />
- digits 对应 decimal-length；不设 digits 时 0.1+0.2 会显示 0.30000000000000004。
- uView 的长按连续加减 antd-mobile 不支持，车间确认不需要。
- 输入框可直接键盘输入，inputReadOnly 可关闭。
""", "workshop-pad", "component", "verified", applies=PAD_M, assets=["u-number-box"], source="MR !18 (pad)",
  updated="2025-04-06")

E("swipe", "u-swipe-action 左滑删除 → antd-mobile SwipeAction（检查项）", r"""
候选检查项（未验证）：
- [ ] u-swipe-action-item :options → rightActions={[{ key: 'delete', text: '删除', color: 'danger' }]}，onAction(action)。
- [ ] 删除前 Dialog.confirm，closeOnAction 默认 true，确认框弹出时滑块已收回。
- [ ] 列表中同时只能展开一项：uView 的 autoClose 在 antd-mobile 里需要 ref 手动 close 其他项。
""", "workshop-pad", "component", "candidate", applies=PAD_M, assets=["u-swipe-action"], source="讨论记录 2025-05-20",
  updated="2025-05-20")

E("scan", "uni.scanCode 扫经轴/布卷条码 → PadBridge.scan()（摄像头）", r"""
feat(pad): 扫码
- 平板是安卓壳 + WebView，uni.scanCode 不再可用。壳注入 window.PadBridge：
```ts
export function scanCode(timeout = 15000): Promise<string> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('扫码超时')), timeout);
    window.PadBridge.scan({ types: ['CODE_128', 'QR_CODE'] }, (err, text) => {
      clearTimeout(t); err ? reject(err) : resolve(text);
    });
  });
}
```
- 经轴码 CODE_128（前缀 WB），布卷码 QR（JSON，含 rollNo）。
- 浏览器调试时 PadBridge 不存在，scanCode 降级为 window.prompt 手工输入。
""", "workshop-pad", "plugin", "verified", assets=["uni.scanCode"],
  counter="USB/蓝牙扫码枪（键盘楔入模式，扫码内容直接输入到聚焦的 input）不适用，本条只针对平板摄像头扫码",
  source="MR !35 (pad)", updated="2025-05-14")

E("dtp", "u-datetime-picker → antd-mobile DatePicker（返回 Date）", r"""
feat(pad): 停机开始时间选择
- <u-datetime-picker :show="show" v-model="ts" mode="datetime" /> 的 v-model 是时间戳（number）。
- antd-mobile：<DatePicker visible={v} onClose={...} precision="minute" max={new Date()} onConfirm={(d) => setTs(d.getTime())} />
- onConfirm 给的是 Date 对象，不是时间戳；显示用 dayjs(d).format('MM-DD HH:mm')。
- precision="minute" 对应 mode="datetime"；mode="date" → precision="day"。
""", "workshop-pad", "component", "verified", applies=PAD_M, assets=["u-datetime-picker"], source="MR !19 (pad)",
  updated="2025-04-07")

E("storage", "uni.setStorageSync 存 token/机台绑定 → localStorage 封装", r"""
refactor(pad): 存储
- uni.setStorageSync('token', t) → storage.set('pad_token', t)（src/utils/storage.ts，JSON 序列化 + 前缀）。
- 机台绑定 bindLoomNo 同理；平板壳“清除缓存”会清 localStorage，绑定信息在壳侧 SharedPreferences 另存一份，启动时 PadBridge.getBinding() 回填。
- 不要把大对象（机台列表）存 localStorage，交给 persistQueryClient。
""", "workshop-pad", "other", "verified", assets=["uni.setStorageSync"], source="MR !13 (pad)", updated="2025-04-02")

E("loomcard", "LoomCard 织机卡片：u-card + 长按菜单 → antd-mobile Card + useLongPress", r"""
feat(pad): LoomCard
- u-card @longpress 弹操作菜单（停机登记/落布/呼叫保全）→ antd-mobile Card + ahooks useLongPress(ref, () => ActionSheet.show({ actions }), { delay: 500 })。
- ActionSheet.show 的 actions：[{ key: 'stop', text: '停机登记' }, { key: 'doff', text: '落布' }, { key: 'call', text: '呼叫保全', danger: true }]。
- 长按后会触发 click，在 onClick 里用 longPressed ref 判断屏蔽一次。
- 卡片状态色复用 PC 的 LoomStatusTag 映射（常量包 @lm/shared）。
""", "workshop-pad", "component", "verified", applies=PAD_M, assets=["LoomCard"], source="MR !40 (pad)",
  updated="2025-05-18")

E("loomgrid", "LoomCardGrid 机台宫格：u-grid → antd-mobile Grid", r"""
feat(pad): LoomCardGrid（注意不是 LoomCard，这是一个挡车工看管的 8~16 台机台的宫格）
- <u-grid :col="4"> → <Grid columns={4} gap={8}>{looms.map((l) => <Grid.Item key={l.loomNo}><LoomCard loom={l} /></Grid.Item>)}</Grid>
- 每个挡车工看管的机台列表来自 /pad/my-looms，排序按机台号。
""", "workshop-pad", "component", "verified", applies=PAD_M, assets=["LoomCardGrid"], source="MR !41 (pad)",
  updated="2025-05-18")

E("umodal", "u-modal 确认框 → antd-mobile Dialog.confirm（返回 Promise<boolean>）", r"""
refactor(pad): u-modal
- <u-modal :show="show" content="确认落布？" showCancelButton @confirm="doDoff" @cancel="show=false" /> →
```ts
const ok = await Dialog.confirm({ content: '确认落布？', confirmText: '确认', cancelText: '取消' });
if (ok) doff();
```
- Dialog.confirm 返回 Promise<boolean>，取消为 false；onConfirm 里返回 Promise 时按钮自动 loading。
- content 里如果要用 useQuery 等 hooks，见 “No QueryClient set” 条目。
""", "workshop-pad", "component", "verified", applies=PAD_M, assets=["u-modal"], source="MR !32 (pad)",
  updated="2025-05-11")

E("back", "onBackPress 安卓物理返回键 → PadBridge.onBack（待评审）", r"""
feat(pad): 返回键
方案（待评审）：
- uni 的 onBackPress 返回 true 拦截返回；WebView 壳里物理返回键由壳处理，壳调用 window.__onPadBack()，返回 true 表示前端已处理；
- 前端：有打开的 Popup/Dialog 先关闭；在报工表单页有未提交内容时 Dialog.confirm；否则 navigate(-1)；在首页时返回 false 交给壳（壳弹“再按一次退出”）。
评审点：与 React Router 的 history 栈同步问题，壳的 webView.canGoBack() 判断。
""", "workshop-pad", "plugin", "review_required", assets=["onBackPress"], source="MR !44（draft）(pad)",
  updated="2025-05-25")

E("utabs", "u-tabs + u-sticky 吸顶页签 → antd-mobile Tabs（待评审）", r"""
feat(pad): 机台详情页的页签（概况/报工记录/停机记录）
方案（待评审）：
- <u-sticky><u-tabs :list="tabs" @click="onTab" /></u-sticky> → 外层 div position: sticky; top: 0; z-index: 10 包 <Tabs activeKey onChange>；
- 切页签时保留各列表滚动位置：每个 Tab 内容各自一个滚动容器，不用 window 滚动；
- 左右滑动切换：antd-mobile Tabs 本身不支持手势，配合 Swiper 做（官方示例）。
评审点：Swiper 与 PullToRefresh 手势冲突。
""", "workshop-pad", "component", "review_required", applies=PAD_M, assets=["u-tabs"], source="MR !45（draft）(pad)",
  updated="2025-05-26")

E("doff", "DoffingReport 落布报工页：班组长签名板（待评审）", r"""
feat(pad): DoffingReport（落布报工：布卷号、米数、疵点数、班组长签名）
方案（待评审）：
- 原 uni 版签名用 canvas + uni.canvasToTempFilePath；React 版用 react-signature-canvas，toDataURL('image/png') 后上传 /pad/files，报工只传 fileId；
- 横屏下 canvas 尺寸随 resize 变化会清空签名，需在 resize 前 toData() 保存、之后 fromData() 恢复；
- 签名必填校验放 Form rules（validator 判断 sigRef.current.isEmpty()）。
评审点：老款平板（Android 8 WebView 69）上笔迹延迟。
""", "workshop-pad", "component", "review_required", applies=PAD_M, assets=["DoffingReport"],
  source="MR !46（draft）(pad)", updated="2025-05-27")

# ======================================================================= QUERIES
# ---- identifier -----------------------------------------------------------------------
Q("ShiftRangePicker 迁到 antd RangePicker，value-format 和 default-time 分别怎么对应？",
  LM(asset="ShiftRangePicker", asset_type="component"),
  {"srp5": R, "srp4": NA, "srpdep": NA, "dayjs": RO}, "inject", "identifier", "zh")
Q("ShiftPicker 白班/夜班/全天三个按钮，React 里换成什么组件？", LM(asset="ShiftPicker", asset_type="component"),
  {"sp": R, "sppad": NA}, "inject", "identifier", "zh")
Q("v-permission 指令迁到 React 怎么写？原来是没权限就 removeChild 把按钮删掉", LM(asset="v-permission", asset_type="directive"),
  {"perm": R, "permdis": RO, "permpm": RO}, "inject", "identifier", "zh")
Q("v-permissions 传数组是任一权限满足就显示菜单，React Router 里怎么实现？", LM(asset="v-permissions", asset_type="directive"),
  {"perms": R, "perm": RO, "permpm": RO}, "inject", "identifier", "zh")
Q("loomPlanHistory 这个 vuex 模块要不要也建一个 slice？", LM(asset="loomPlanHistory", asset_type="store"),
  {"lph": R}, "inject", "identifier", "zh")
Q("LoomStatusTable 五千多行，el-table 卡得不行，antd Table 怎么开虚拟滚动？", LM(asset="LoomStatusTable", asset_type="component"),
  {"vt5": R, "vtrw": RO}, "inject", "identifier", "zh")
Q("OutputTrendChart 里 chart.line().position('time*output').color('loomGroup') 迁到 @ant-design/charts 怎么写？",
  LM(asset="OutputTrendChart", asset_type="component"),
  {"otc2": R, "otc1": NA, "dashpm": RO}, "inject", "identifier", "zh")
Q("OutputTrendChartMini 就是表格每行那个小折线，怎么迁？", LM(asset="OutputTrendChartMini", asset_type="component"),
  {"otcmini": R}, "inject", "identifier", "zh")
Q("yarnCount 过滤器（显示 40S/2、150D/48F 这种）在 React 里怎么实现？", LM(asset="yarnCount", asset_type="filter"),
  {"yarn": R, "filt": RO}, "inject", "identifier", "zh")
Q("全局过滤器 dateFormat 迁移后放哪里、模板里怎么用？", LM(asset="dateFormat", asset_type="filter"),
  {"filt": R, "filtdep": NA, "dayjs": RO}, "inject", "identifier", "zh")
Q("release/2025q4 上 this.$refs.form.validate(valid => {}) 这种回调写法，换 antd 之后怎么写？", LMR(asset="el-form", asset_type="component"),
  {"form": R}, "inject", "identifier", "zh")
Q("OrderForm 选完品种后经密、纬密、幅宽要自动带出来，antd 里怎么做？", LM(asset="OrderForm", asset_type="component"),
  {"orderform": R}, "inject", "identifier", "zh")
Q("产量日报 el-table 用了 show-summary + summary-method 的合计行，怎么迁？", LM(asset="el-table", asset_type="component"),
  {"summary": R}, "inject", "identifier", "zh")
Q("WorkshopTree 懒加载，el-tree 的 :load=(node, resolve) 在 antd Tree 里对应什么？", LM(asset="WorkshopTree", asset_type="component"),
  {"wtree": R}, "inject", "identifier", "zh")
Q("WorkshopTreeSelect 表单里的下拉车间树，懒加载怎么迁？", LM(asset="WorkshopTreeSelect", asset_type="component"),
  {"wtsel": R, "wtree": RO}, "inject", "identifier", "zh")
Q("tablePageMixin 改成 hook 怎么写？", LM(asset="tablePageMixin", asset_type="mixin"),
  {"tpm": R, "mixck": RO}, "inject", "identifier", "zh")
Q("tableMixin 的列显隐配置存在 localStorage 里，迁移后用户原来的配置还能用吗？", LM(asset="tableMixin", asset_type="mixin"),
  {"tm": R}, "inject", "identifier", "zh")
Q("u-picker 选机台，antd-mobile 的 Picker columns 要什么数据结构？", PAD(asset="u-picker", asset_type="component"),
  {"picker": R}, "inject", "identifier", "zh")
Q("u-number-box 录米数要保留一位小数，换 antd-mobile 用什么？", PAD(asset="u-number-box", asset_type="component"),
  {"stepper": R}, "inject", "identifier", "zh")
Q("uni.scanCode 扫经轴条码，在新的平板壳里怎么调？", PAD(asset="uni.scanCode", asset_type="plugin"),
  {"scan": R}, "inject", "identifier", "zh")
Q("el-cascader 的 popper-class 和 props 配置迁到 antd Cascader", LM(asset="el-cascader", asset_type="component"),
  {"popcls": R, "antd5en": RO}, "inject", "identifier", "zh")
Q("cacheTime is gone after moving the pad app to TanStack Query v5 — what is it called now?", PAD(asset="useQuery", asset_type="plugin"),
  {"q5ren": R}, "inject", "identifier", "en")
Q("onReachBottom 触底加载下一页，怎么迁？", PAD(asset="onReachBottom", asset_type="plugin"),
  {"infq": R}, "inject", "identifier", "zh")
Q("LoomCard 长按弹出停机登记/落布菜单，React 里怎么实现？", PAD(asset="LoomCard", asset_type="component"),
  {"loomcard": R}, "inject", "identifier", "zh")
Q("release/2025q4 上 ReactIsland 在 Vue 页面里挂 React 组件，beforeDestroy 里怎么卸载？", LMR(asset="ReactIsland", asset_type="plugin"),
  {"root17": R, "root18": NA, "relpm": RO}, "inject", "identifier", "zh")
Q("工艺单导入，before-upload 里校验不通过返回 false，换成 antd Upload 之后文件还是出现在列表里", LM(asset="el-upload", asset_type="component"),
  {"upload": R}, "inject", "identifier", "zh")
Q("this.$route.query.pageNo 在 React 里怎么取？取出来类型好像不对", LM(asset="$route.query", asset_type="router"),
  {"query": R}, "inject", "identifier", "zh")
Q("el-select filterable remote 的 remote-method 远程搜索品种，换 antd Select 怎么写？编辑时要回显", LM(asset="el-select", asset_type="component"),
  {"remote": R}, "inject", "identifier", "zh")
Q("路由 meta.title 设置浏览器标题，在 React Router 里怎么做？", LM(asset="meta.title", asset_type="router"),
  {"title": R}, "inject", "identifier", "zh")

Q("$t('plan.lockedBy', { name }) 迁到 react-i18next 后插值不生效，页面上原样显示 {name}", LM(asset="$t", asset_type="i18n"),
  {"i18n": R}, "inject", "identifier", "zh")
Q("uni.setStorageSync 存的 token 和机台绑定，迁移后存哪？平板壳清缓存后绑定会不会丢", PAD(asset="uni.setStorageSync", asset_type="other"),
  {"storage": R}, "inject", "identifier", "zh")
Q("LoomCardGrid 平板横屏竖屏切换时，宫格列数怎么自适应？", PAD(asset="LoomCardGrid", asset_type="component"),
  {"loomgrid": RO}, "reference", "identifier", "zh")

# ---- synonym ---------------------------------------------------------------------------
Q("弹窗的显示隐藏双向绑定（.sync 那种）在 React 里怎么写？", LM(asset_type="component"),
  {"modal5": R, "emit": R, "antd5en": RO}, "inject", "synonym", "zh")
Q("表格里同一台机器的多行想合并成一个单元格", LM(asset_type="component"),
  {"span": R}, "inject", "synonym", "zh")
Q("Element 的主题色变量 $--color-primary 到 antd 里在哪配？", LM(asset_type="style"),
  {"theme5": R, "theme4": NA, "antd5en": RO}, "inject", "synonym", "zh")
Q("开发环境一进页面列表接口就调两次，是哪里写错了？", LM(),
  {"strict": R}, "inject", "synonym", "zh")
Q("断纬、断经、落布这些机台状态标签分别用什么颜色？", LM(asset_type="component"),
  {"lst": R}, "inject", "synonym", "zh")
Q("排产抽屉里一滚动，下拉框的弹层就飘走了，不跟着动", LM(asset_type="component"),
  {"popup": R, "relpm": NA}, "inject", "synonym", "zh")
Q("平板上提交时的“提交中”加载遮罩（uni.showLoading），React 里怎么写？", PAD(asset_type="plugin"),
  {"toast": R}, "inject", "synonym", "zh")
Q("报工提交成功后机台列表没刷新，原来是用 uni.$emit 通知列表页的", PAD(asset_type="plugin"),
  {"mut": R}, "inject", "synonym", "zh")
Q("DatePicker panel still shows Jan/Feb and Mo Tu We，ConfigProvider 已经配了 zhCN", LM(asset_type="i18n"),
  {"loc5": R, "srp4": NA, "relpm": NA}, "inject", "synonym", "mixed")
Q("自定义组件上的 v-model 和 $emit('update:xxx')，React 里有什么约定？", LM(asset_type="component"),
  {"emit": R}, "inject", "synonym", "zh")
Q("织机实时状态推得太快，表格一直在重渲染，页面卡住了", LM(asset="LoomStatusTable", asset_type="component"),
  {"vtws": R}, "reference", "synonym", "zh")

# ---- jargon ----------------------------------------------------------------------------
Q("scoped 样式里的穿透（深度选择器）在 React 项目里怎么写？", LM(asset_type="style"),
  {"deep": R}, "inject", "jargon", "zh")
Q("keep-alive 页签缓存在 React 里怎么搞？", LM(asset="keep-alive", asset_type="component"),
  {"tags": R, "activ": RO}, "inject", "jargon", "zh")
Q("下拉刷新结束要调 uni.stopPullDownRefresh，React 这边对应啥？", PAD(asset_type="component"),
  {"ptr": R}, "inject", "jargon", "zh")
Q("rpx 单位迁移之后怎么换算？", PAD(asset_type="style"),
  {"rpx": R}, "inject", "jargon", "zh")
Q("onShow/onHide 里启停定时器轮询机台状态，怎么迁？", PAD(asset_type="plugin"),
  {"poll": R}, "inject", "jargon", "zh")
Q("落布报工页上那个班组长签名板怎么迁？", PAD(asset="DoffingReport", asset_type="component"),
  {"doff": R}, "reference", "jargon", "zh")
Q("样式覆盖时看到 css-dev-only-do-not-override 这种 class, should the selector include it?", LM(asset_type="style"),
  {"deep": R, "theme5": RO}, "inject", "jargon", "mixed")
Q("路由守卫里的登录拦截和动态加路由，怎么迁？", LM(asset_type="router"),
  {"guard64": R, "guard63": NA, "perms": RO}, "inject", "jargon", "zh")

# ---- version_gate ----------------------------------------------------------------------
Q("release/2025q4 上 ShiftRangePicker 的快捷选项（本班 / 上一班）怎么写？", LMR(asset="ShiftRangePicker", asset_type="component"),
  {"srp4": R, "srp5": NA, "srpdep": NA}, "inject", "version_gate", "zh")
Q("main 分支 loomPlan slice 的 extraReducers 还能用对象写法吗？", LMR(branch="main", asset="loomPlan", asset_type="store"),
  {"rtk19": R, "rtk2": NA, "rtkpm": NA, "relpm": RO}, "inject", "version_gate", "zh")
Q("feat/qc-report branch 上 LoomStatusTable needs virtual scroll too，怎么做？", LMQC(asset="LoomStatusTable", asset_type="component"),
  {"vt5": NA, "vtrw": R}, "inject", "version_gate", "mixed")
Q("release/2025q4 上主题色 #0a6e5c 怎么配到 antd 里？", LMR(asset_type="style"),
  {"theme4": R, "theme5": NA, "antd5en": NA, "relpm": RO}, "inject", "version_gate", "zh")
Q("release/2025q4 的 OutputTrendChart 按 loomGroup 分组画多条折线，怎么配？", LMR(asset="OutputTrendChart", asset_type="component"),
  {"otc1": R, "otc2": NA, "relpm": RO}, "inject", "version_gate", "zh")
Q("main 分支 react-router-dom 是 6.3，没有 loader，登录守卫怎么写？", LMR(branch="main", asset="router.beforeEach", asset_type="router"),
  {"guard63": R, "guard64": NA}, "inject", "version_gate", "zh")
Q("main 分支的工单编辑页，离开时要提示未保存（原来的 beforeRouteLeave），怎么迁？", LMR(branch="main", asset="beforeRouteLeave", asset_type="router"),
  {"blocker": NA, "blockdep": NA}, "abstain", "version_gate", "zh")
Q("main 分支进页面接口也调了两次，是 StrictMode 导致的吗？", LMR(branch="main"),
  {"strict": NA}, "abstain", "version_gate", "zh")
Q("PlanTreeTable 树形表格懒加载，feat 分支 antd 5 上怎么做？", LM(asset="PlanTreeTable", asset_type="component"),
  {"ptt5": R, "ptt4": NA}, "reference", "version_gate", "zh")
Q("release/2025q4 上 PlanTreeTable 树形表格懒加载怎么做？", LMR(asset="PlanTreeTable", asset_type="component"),
  {"ptt4": R, "ptt5": NA}, "inject", "version_gate", "zh")
Q("release/2025q4 上 Modal 用 visible 还是 open？", LMR(asset="el-dialog", asset_type="component"),
  {"modal4": R, "modal5": NA, "antd5en": NA, "relpm": RO}, "inject", "version_gate", "zh")
Q("release 分支上 this.$message 换成什么？那边有 App.useApp 吗？", LMR(asset="$message", asset_type="plugin"),
  {"msg4": R, "app5": NA, "msgdep": NA, "relpm": RO}, "inject", "version_gate", "zh")
Q("release/pad-2.9 上想在 useQuery 的 onSuccess 里弹 Toast 提示刷新成功", PADOLD(asset="useQuery", asset_type="plugin"),
  {"q4dep": NA, "q5ren": NA, "q5en": NA}, "abstain", "version_gate", "zh")
Q("feat/qc-report 上 v-loading.fullscreen.lock 全屏 loading 怎么迁？", LMQC(asset="v-loading", asset_type="directive"),
  {"vloading": RO}, "reference", "version_gate", "zh")

# ---- status_gate -----------------------------------------------------------------------
Q("v-permission.disable（没权限时按钮置灰而不是隐藏）怎么迁？", LM(asset="v-permission", asset_type="directive"),
  {"permdis": R, "perm": RO}, "reference", "status_gate", "zh")
Q("LoomStatusTable WebSocket batching 方案 ready to use 吗？能直接照着做吗", LM(asset="LoomStatusTable", asset_type="component"),
  {"vtws": R}, "reference", "status_gate", "mixed")
Q("车间大屏要做暗色主题，antd 和图表怎么切？", LM(asset="DashboardLayout", asset_type="style"),
  {"dark": R}, "reference", "status_gate", "zh")
Q("想用 react-activation 的 KeepAlive 做路由级缓存，要注意什么？", LM(asset="keep-alive", asset_type="component"),
  {"activ": R, "tags": RO}, "reference", "status_gate", "zh")
Q("OrderFormDrawer 打开抽屉之后回填工单数据，怎么写？", LM(asset="OrderFormDrawer", asset_type="component"),
  {"ofd": R, "useform": RO}, "reference", "status_gate", "zh")
Q("u-swipe-action 左滑删除怎么迁？", PAD(asset="u-swipe-action", asset_type="component"),
  {"swipe": R}, "reference", "status_gate", "zh")
Q("mixin 改成 hooks 有哪些要注意的？生命周期顺序会变吗？", LM(asset_type="mixin"),
  {"mixck": R, "tpm": RO}, "reference", "status_gate", "zh")
Q("v-loading 指令带 element-loading-text 的，怎么迁？", LM(asset="v-loading", asset_type="directive"),
  {"vloading": R}, "reference", "status_gate", "zh")
Q("机台详情页 u-tabs + u-sticky 吸顶页签怎么迁？", PAD(asset="u-tabs", asset_type="component"),
  {"utabs": R}, "reference", "status_gate", "zh")
Q("日报 el-table 导出 Excel（xlsx）怎么迁？", LM(asset="el-table", asset_type="component"),
  {"xlsx": R}, "reference", "status_gate", "zh")
Q("el-transfer 机台分配穿梭框换成 antd 要注意什么？", LM(asset="el-transfer", asset_type="component"),
  {"transfer": R}, "reference", "status_gate", "zh")
Q("安卓平板物理返回键（onBackPress）在 React 版里怎么处理？", PAD(asset="onBackPress", asset_type="plugin"),
  {"back": R}, "reference", "status_gate", "zh")
Q("antd 5 分支想继续用 moment，@ant-design/moment-webpack-plugin 怎么配？", LM(asset="ShiftRangePicker", asset_type="build"),
  {"srpdep": NA, "srp5": RO, "dayjs": RO}, "reference", "status_gate", "zh")
Q("接口返回 MES-50031 网关超时，前端要不要自动重试？", LM(asset="request.js", asset_type="other"),
  {"e503dep": NA}, "abstain", "status_gate", "zh")

# ---- scope_gate ------------------------------------------------------------------------
Q("平板端的 ShiftPicker（白班/夜班切换）怎么迁？", PAD(asset="ShiftPicker", asset_type="component"),
  {"sppad": R, "sp": NA}, "inject", "scope_gate", "zh")
Q("平板上接口返回 MES-40102，要像 PC 那样刷新 token 吗？", PAD(asset="http.js", asset_type="other"),
  {"e401pad": R, "e401lm": NA}, "inject", "scope_gate", "zh")
Q("workshop-pad 里用 require.context 批量注册组件，Vite 下怎么写？", PAD(asset="require.context", asset_type="build"),
  {"vite": NA, "vitedep": NA}, "abstain", "scope_gate", "zh")
Q("release/2025q4 计划列表的固定列和吸顶表头错位", LMR(asset="PlanListTable", asset_type="component"),
  {"sticky": R}, "inject", "scope_gate", "zh")
Q("release/2025q3 上计划列表的固定列和吸顶表头错位，怎么修？", LMR(branch="release/2025q3", asset="PlanListTable", asset_type="component"),
  {"sticky": NA}, "abstain", "scope_gate", "zh")
Q("平板上的按钮级权限，v-permission 怎么迁？", PAD(asset="v-permission", asset_type="directive"),
  {"perm": NA, "permdis": NA, "permpm": NA}, "abstain", "scope_gate", "zh")
Q("uni-app 页面里的 mixin（里面有 onShow/onLoad）改成 hooks 要注意什么？", PAD(asset_type="mixin"),
  {"mixck": R, "tpm": NA}, "reference", "scope_gate", "zh")

Q("平板工程 manifest.json 里 h5.devServer 的代理配置，迁到 Vite 怎么配？", PAD(asset="manifest.json", asset_type="build"),
  {"vitepad": R, "vite": NA}, "inject", "scope_gate", "zh")
Q("平板要给越南籍挡车工加越南语，vue-i18n 的 $t 怎么迁？", PAD(asset="$t", asset_type="i18n"),
  {"i18n": NA}, "abstain", "scope_gate", "zh")

# ---- missing ---------------------------------------------------------------------------
Q("el-table 行拖拽排序（sortablejs）迁到 antd Table 怎么做？", LM(asset="el-table", asset_type="component"),
  {}, "abstain", "missing", "zh")
Q("平板上 uni.getLocation 取定位，React 版怎么迁？", PAD(asset="uni.getLocation", asset_type="plugin"),
  {}, "abstain", "missing", "zh")
Q("Can antd Table columns be resized by dragging, like el-table with border?", LM(asset="el-table", asset_type="component"),
  {}, "abstain", "missing", "en")
Q("工艺单打印用的 vue-print-nb，React 里用什么替代？", LM(asset="vue-print-nb", asset_type="plugin"),
  {}, "abstain", "missing", "zh")
Q("OutputTrendChart 上 G2 的 brush 框选交互，迁到 @ant-design/charts 怎么做？", LM(asset="OutputTrendChart", asset_type="component"),
  {}, "abstain", "missing", "zh")
Q("vuex-persistedstate 持久化的筛选条件，迁到 Redux 之后用什么持久化？", LM(asset="vuex-persistedstate", asset_type="store"),
  {}, "abstain", "missing", "zh")
Q("Is there a note on moving our Sentry hook (Vue.config.errorHandler) to React error boundaries?", LM(asset="Vue.config.errorHandler", asset_type="plugin"),
  {}, "abstain", "missing", "en")
Q("接口返回 MES-42901 请求被限流，前端怎么处理？", LM(asset="request.js", asset_type="other"),
  {}, "abstain", "missing", "zh")
Q("uView 的 u-upload 拍布面疵点照片上传，怎么迁？", PAD(asset="u-upload", asset_type="component"),
  {}, "abstain", "missing", "zh")
Q("Vite 打包后 vendor chunk 太大，手动拆包怎么配？", LM(asset="vue.config.js", asset_type="build"),
  {}, "abstain", "missing", "zh")
Q("平板断经报警要语音播报，原来用 uni.createInnerAudioContext，怎么迁？", PAD(asset="uni.createInnerAudioContext", asset_type="plugin"),
  {}, "abstain", "missing", "zh")

# ---- multilingual ----------------------------------------------------------------------
Q("How should this.$confirm calls be replaced when a page moves to antd 5?", LM(asset="$confirm", asset_type="plugin"),
  {"app5": R, "msg4": NA}, "inject", "multilingual", "en")
Q("What is the Gauge config for the loom efficiency dial in @ant-design/charts v2?", LM(asset="EfficiencyGauge", asset_type="component"),
  {"gauge": R, "dashpm": RO}, "inject", "multilingual", "en")
Q("What replaces u-datetime-picker on the pad, and what does its confirm callback return?", PAD(asset="u-datetime-picker", asset_type="component"),
  {"dtp": R}, "inject", "multilingual", "en")
Q("Tabs.TabPane 在 antd 5 里报 deprecated，要怎么改？", LM(asset="el-tabs", asset_type="component"),
  {"antd5en": R}, "inject", "multilingual", "zh")
Q("useMutation 的 isLoading 没有了，提交按钮的 loading 用什么？", PAD(asset="useMutation", asset_type="plugin"),
  {"q5en": R, "q5ren": RO}, "inject", "multilingual", "zh")
Q("On the pad, a component shown through Dialog.show calls useQuery and throws 'No QueryClient set'. How do we fix it?",
  PAD(asset="u-modal", asset_type="component"),
  {"noqc": R, "umodal": RO}, "inject", "multilingual", "en")
Q("u-modal 的 @confirm 回调迁过来，Dialog.confirm returns a Promise, what does it resolve to on cancel?", PAD(asset="u-modal", asset_type="component"),
  {"umodal": R}, "inject", "multilingual", "mixed")
Q("How do we migrate the Vue $bus events between LoomGantt and the side detail panel?", LM(asset="LoomGantt", asset_type="component"),
  {"ganttpm": RO}, "reference", "multilingual", "en")
Q("v-loading with a custom loading text — what is the React replacement?", LM(asset="v-loading", asset_type="directive"),
  {"vloading": R}, "reference", "multilingual", "en")

# ---- error_code ------------------------------------------------------------------------
Q("控制台一直刷 Warning: [antd: Modal] `visible` is deprecated, please use `open` instead. 要怎么统一改？", LM(asset="el-dialog", asset_type="component"),
  {"modal5": R, "modal4": NA, "antd5en": RO}, "inject", "error_code", "zh")
Q("loomPlan slice 一启动就报 The object notation for `createSlice.extraReducers` has been removed", LM(asset="loomPlan", asset_type="store"),
  {"rtk2": R, "rtk19": NA, "rtkpm": RO}, "inject", "error_code", "zh")
Q("main 分支报 A non-serializable value was detected in an action, in the path: `payload.planDate`", LMR(branch="main", asset="loomPlan", asset_type="store"),
  {"serial": R}, "inject", "error_code", "zh")
Q("request.ts 拦截器里报 Warning: [antd: message] Static function can not consume context like dynamic theme. Please use 'App' component instead.",
  LM(asset="$message", asset_type="plugin"),
  {"app5": R, "msg4": NA, "msgdep": NA}, "inject", "error_code", "zh")
Q("ReactIsland 里报 Warning: ReactDOM.render is no longer supported in React 18. Use createRoot instead.", LM(asset="ReactIsland", asset_type="plugin"),
  {"root18": R, "root17": NA}, "inject", "error_code", "zh")
Q("工单编辑页报 useBlocker must be used within a data router", LM(asset="beforeRouteLeave", asset_type="router"),
  {"blocker": R, "blockdep": NA}, "inject", "error_code", "zh")
Q("Unit test rendering an antd Table fails with TypeError: window.matchMedia is not a function", LM(asset_type="test"),
  {"test": R}, "inject", "error_code", "en")
Q("弹窗里的表单报 Instance created by `useForm` is not connected to any Form element. Forget to pass `form` prop?", LM(asset="el-form", asset_type="component"),
  {"useform": R, "ofd": RO}, "inject", "error_code", "zh")
Q("平板报 Bad argument type. Starting with v5, only the \"Object\" form is allowed when calling query related functions.", PAD(asset="useQuery", asset_type="plugin"),
  {"q5obj": R, "mut": RO}, "inject", "error_code", "zh")
Q("保存排产返回 MES-40901，怎么处理？", LM(asset="request.js", asset_type="other"),
  {"e409": R}, "inject", "error_code", "zh")
Q("loom-mes 并发请求时一起返回 MES-40102，怎么避免刷新好几次 token？", LM(asset="request.js", asset_type="other"),
  {"e401lm": R, "e401pad": NA}, "inject", "error_code", "zh")
Q("useInfiniteQuery TS error: Property 'initialPageParam' is missing，怎么补？", PAD(asset="onReachBottom", asset_type="plugin"),
  {"infq": R}, "inject", "error_code", "mixed")
Q("平板报工提交返回 MES-42210", PAD(asset="http.js", asset_type="other"),
  {"e422": R, "offpm": RO}, "inject", "error_code", "zh")
Q("dayjs('08:00', 'HH:mm') 在工具函数单测里是 Invalid Date，页面里却正常", LM(asset_type="other"),
  {"dayjs": R}, "inject", "error_code", "zh")
Q("开发环境红屏 ResizeObserver loop completed with undelivered notifications, is it safe to ignore?", LM(asset_type="other"),
  {"roerr": R, "dashpm": RO}, "reference", "error_code", "mixed")
Q("报 Warning: [antd: Cascader] `dropdownClassName` is deprecated. Please use `popupClassName` instead.", LM(asset="el-cascader", asset_type="component"),
  {"popcls": R, "antd5en": RO}, "inject", "error_code", "zh")

# ---- long_doc --------------------------------------------------------------------------
Q("切换厂区之后，上一个厂区的按钮权限还在，点了报 403", LM(asset="v-permission", asset_type="store"),
  {"permpm": R, "perm": RO}, "inject", "long_doc", "zh", evidence="dispatch(clearPerms());")
Q("排产资源面板控制台一直刷 Selector unknown returned a different result when called with the same parameters，怎么改？",
  LM(asset="planResource", asset_type="store"),
  {"rtkpm": R}, "inject", "long_doc", "zh", evidence="export const selectIdleLooms = createSelector(")
Q("大屏上图表放在 Tabs 第二个页签里，切过去是空白，只有一条细线", LM(asset="ProductionDashboard", asset_type="component"),
  {"dashpm": R}, "inject", "long_doc", "zh", evidence="容器宽度为 0")
Q("平板断网时报的工，重新打开 WebView 之后联网了也没有补发", PAD(asset="useMutation", asset_type="plugin"),
  {"offpm": R}, "inject", "long_doc", "zh", evidence="queryClient.setMutationDefaults(['report', 'submit']")
Q("夜班（20:00 到次日 08:00）的计划产量被拆到两天统计，日报对不上", LM(asset="LoomGantt", asset_type="component"),
  {"ganttpm": R}, "inject", "long_doc", "zh", evidence="export function shiftDateOf")
Q("release 分支周排产页面的“本周”从周日开始算，差了一天", LMR(asset="WeekPlanPage", asset_type="other"),
  {"relpm": R, "srp4": RO, "loc5": NA}, "inject", "long_doc", "zh", evidence="startOf('isoWeek')")
Q("大屏三组看板要自动轮播切换，React 里用什么实现？", LM(asset="ProductionDashboard", asset_type="component"),
  {"dashpm": RO}, "reference", "long_doc", "zh", evidence="问题 3：大屏轮播")
Q("平板网络恢复时同一条报工被提交了两次", PAD(asset="useMutation", asset_type="plugin"),
  {"offpm": R}, "inject", "long_doc", "zh", evidence="放在 variables 里一起持久化，请求头 X-Req-Id")

# ---- not_applicable --------------------------------------------------------------------
Q("品种选择是多选 + 远程搜索（mode=multiple），编辑时已选项回显不出来", LM(asset="el-select", asset_type="component"),
  {"remote": NA}, "abstain", "not_applicable", "zh")
Q("计划员只能看到本车间的工单，这种数据权限前端怎么做？", LM(asset="v-permission", asset_type="directive"),
  {"perm": NA}, "abstain", "not_applicable", "zh")
Q("车间换成蓝牙扫码枪了，扫出来的内容直接打进输入框，平板上怎么接？", PAD(asset="uni.scanCode", asset_type="plugin"),
  {"scan": NA}, "abstain", "not_applicable", "zh")
Q("生产环境也是一进页面接口就请求两次", LM(),
  {"strict": NA}, "abstain", "not_applicable", "zh")
Q("经纱配置是 Form.List 动态增减的行，每行的校验怎么迁？", LM(asset="el-form", asset_type="component"),
  {"form": NA}, "abstain", "not_applicable", "zh")
Q("筛选浮层里嵌了帆软报表 iframe，点 iframe 里面浮层不会关闭", LM(asset="v-clickoutside", asset_type="directive"),
  {"clickout": NA}, "abstain", "not_applicable", "zh")
Q("产量趋势图横轴的时间显示英文月份，dayjs 已经设了 zh-cn", LM(asset="OutputTrendChart", asset_type="component"),
  {"loc5": NA}, "abstain", "not_applicable", "zh")
Q("LoomStatusTable 开了 virtual 之后 still want rowSpan merge for the same loom，怎么弄？", LM(asset="LoomStatusTable", asset_type="component"),
  {"span": NA, "vt5": RO, "vtrw": NA}, "reference", "not_applicable", "mixed")
Q("平板固件升级时要全屏 loading，并且拦住安卓返回键", PAD(asset="uni.showLoading", asset_type="plugin"),
  {"toast": NA, "back": RO}, "reference", "not_applicable", "zh")


# ======================================================================= WRITE
def main():
    key_to_id = {}
    entries_out = []
    for i, e in enumerate(ENTRIES, 1):
        eid = f"exp-sl-{i:04d}"
        assert e["_key"] not in key_to_id, e["_key"]
        key_to_id[e["_key"]] = eid
        out = {"id": eid}
        out.update({k: v for k, v in e.items() if k != "_key"})
        entries_out.append(out)
    bodies = {key_to_id[e["_key"]]: e["body"] for e in ENTRIES}
    queries_out = []
    for i, q in enumerate(QUERIES, 1):
        labels = {}
        for k, g in q["labels"].items():
            if k not in key_to_id:
                raise SystemExit(f"query {i}: unknown entry key {k!r}")
            labels[key_to_id[k]] = g
        out = {"id": f"q-sl-{i:03d}", "query": q["query"], "context": q["context"], "labels": labels,
               "expected_decision": q["expected_decision"], "category": q["category"], "lang": q["lang"]}
        if q.get("evidence"):
            ev = q["evidence"]
            # the evidence must sit in a labeled entry's body (checked again by check.py)
            if not any(ev in bodies[eid] for eid in labels):
                raise SystemExit(f"query {i}: evidence not found in any labeled entry")
            out["evidence"] = ev
        queries_out.append(out)
    with open(os.path.join(HERE, "experiences.jsonl"), "w", encoding="utf-8") as f:
        for e in entries_out:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in queries_out:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"wrote {len(entries_out)} entries, {len(queries_out)} queries")


if __name__ == "__main__":
    main()
