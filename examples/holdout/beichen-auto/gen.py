#!/usr/bin/env python3
"""Beichen (沈阳北辰汽车集团 IT) evaluation library generator.

Writes experiences.jsonl and queries.jsonl next to this script.
All content is hand-written; there is no randomness.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
DMS = "dms-web"
H5 = "service-booking-h5"
ENTRIES = []


def E(num, title, body, proj, typ, st, br=None, at=None, assets=None,
      cond=None, counter=None, src=None, upd=None):
    e = {"id": "exp-bc-" + num, "title": title, "body": body.strip("\n"),
         "project": proj}
    if br is not None:
        e["branches"] = br
    if at is not None:
        e["applies_to"] = at
    e["asset_type"] = typ
    if assets:
        e["assets"] = assets
    e["status"] = st
    if cond:
        e["conditions"] = cond
    if counter:
        e["counter_conditions"] = counter
    if src:
        e["source"] = src
    if upd:
        e["updated_at"] = upd
    ENTRIES.append(e)


MUI5 = {"@mui/material": ">=5 <6"}
GRID = {"@mui/x-data-grid": ">=6 <8"}
RQ5 = {"@tanstack/react-query": "^5"}
RHF = {"react-hook-form": "^7"}
ADM = {"antd-mobile": "^5"}
MB = ["master", "feature/*"]

# ---------------------------------------------------------------- dms-web: 大表格 DmsTable
E("0001", "DmsTable（大表格）迁到 MUI X DataGrid：服务端分页的接法", """
背景：库存、订单、线索三个列表页都用 DmsTable（封装了 iView Table + Page，props 里传 `fetch` 函数，组件内部自己管 pageNo/pageSize）。迁到 React 后统一换成 MUI X DataGrid 的服务端分页。

做法：
1. 分页状态提到页面里，用 `paginationModel`。注意 DataGrid 页码是 0 基，后端 /api/vehicle/stock/page 是 1 基，转换只放在 queryFn 里，不要散在组件里。
2. `paginationMode="server"`，`rowCount` 用后端返回的 total；loading 用 `isFetching` 而不是 `isPending`，否则翻页时表格会闪一下空白。
3. 翻页时保留上一页数据：`placeholderData: keepPreviousData`。

```tsx
const [paginationModel, setPaginationModel] = useState({ page: 0, pageSize: 20 });
const { data, isFetching } = useQuery({
  queryKey: ['stock', filters, paginationModel],
  queryFn: () => fetchStockPage({
    ...filters,
    pageNo: paginationModel.page + 1,
    pageSize: paginationModel.pageSize,
  }),
  placeholderData: keepPreviousData,
});

<DataGrid
  rows={data?.records ?? []}
  rowCount={data?.total ?? 0}
  loading={isFetching}
  paginationMode="server"
  paginationModel={paginationModel}
  onPaginationModelChange={setPaginationModel}
  pageSizeOptions={[20, 50, 100]}
/>
```

4. iView Page 的 `show-elevator`（跳页输入框）DataGrid 没有，产品确认去掉。
5. 筛选条件变化时要把 page 重置为 0，否则第 5 页 + 新条件只有 2 页数据时会显示空表。
""", DMS, "component", "verified", br=MB,
  at={"react": ">=18", **MUI5, **GRID}, assets=["DmsTable"],
  cond="dms-web 列表页，后端分页接口返回 {records, total}；MUI 5 + MUI X DataGrid v6/v7",
  counter="release/v3.* 仍是 MUI 4，不能用 DataGrid；弹窗里不分页的小表格（DmsTableLite）不要套这一套",
  src="MR !412 库存列表 React 化", upd="2024-03-18")

E("0002", "release/v3.* 上的大表格：MUI 4 Table + TablePagination 手搓服务端分页", """
release/v3.* 还在 MUI 4（@material-ui/core 4.12），DataGrid 用不了（@mui/x-data-grid 依赖 MUI 5）。v3 分支上的 DmsTable 迁移统一用 MUI 4 的 Table + TablePagination 自己拼：

```jsx
import { Table, TableBody, TableCell, TableHead, TableRow, TablePagination } from '@material-ui/core';

<TablePagination
  component="div"
  count={total}
  page={pageNo - 1}
  rowsPerPage={pageSize}
  rowsPerPageOptions={[20, 50, 100]}
  onChangePage={(e, p) => setPageNo(p + 1)}
  onChangeRowsPerPage={(e) => { setPageSize(Number(e.target.value)); setPageNo(1); }}
  labelRowsPerPage="每页条数"
/>
```

注意 MUI 4 的回调叫 `onChangePage` / `onChangeRowsPerPage`（4.12 起有 deprecation 提示让改成 onPageChange，v3 分支上两个都能用，统一写 onPageChange 省得以后升级再改）。
列定义沿用 Vue 版的 columns 数组，render 函数改成 `renderCell(row)`，自己 map 出 TableCell。
""", DMS, "component", "verified", br=["release/v3.*"],
  at={"@material-ui/core": "^4.12"}, assets=["DmsTable"],
  cond="release/v3.* 分支，MUI 4.12",
  counter="master / feature/* 已经是 MUI 5，用 DataGrid 那条",
  src="MR !377 (release/v3.2)", upd="2023-12-05")

E("0003", "大表格跨页勾选：rowSelectionModel + keepNonExistentRowsSelected", """
Vue 版 DmsTable 跨页勾选是自己在组件里维护一个 selectedMap，翻页后 on-selection-change 再合并，bug 很多（翻回来勾选框不回显）。

DataGrid v6 起直接支持：
```tsx
const [rowSelectionModel, setRowSelectionModel] = useState<GridRowSelectionModel>([]);
<DataGrid
  checkboxSelection
  paginationMode="server"
  keepNonExistentRowsSelected
  rowSelectionModel={rowSelectionModel}
  onRowSelectionModelChange={setRowSelectionModel}
  ...
/>
```
要点：
- 必须加 `keepNonExistentRowsSelected`，否则服务端分页翻页后上一页的勾选会被清掉。
- rowSelectionModel 里只有 id，批量操作（批量调拨、批量打印合格证）时如果要整行数据，自己维护一个 Map<id, row>，在 onRowSelectionModelChange 里从当前页 rows 补齐。
- 表头的“全选”只选当前页，产品要的“全选所有筛选结果”另做按钮，走后端按条件批量。
""", DMS, "component", "verified", br=MB, at=GRID, assets=["DmsTable"],
  cond="服务端分页的 DataGrid v6/v7，需要跨页保留勾选",
  counter="DataGrid v5（selectionModel）不适用；MUI 4 分支不适用",
  src="MR !455", upd="2024-04-02")

E("0004", "DmsTable 勾选迁移（X DataGrid 5.x）：selectionModel", """
feature/stock-grid-poc 当时装的是 @mui/x-data-grid 5.17，勾选用 `selectionModel` / `onSelectionModelChange`：
```tsx
<DataGrid checkboxSelection selectionModel={sel} onSelectionModelChange={setSel} keepNonExistentRowsSelected />
```
5.x 里服务端分页翻页后勾选会丢，要加 keepNonExistentRowsSelected（5.7 起才有）。
""", DMS, "component", "verified", at={"@mui/x-data-grid": "^5"}, assets=["DmsTable"],
  cond="X DataGrid 5.x", counter="v6 起 prop 改名为 rowSelectionModel，此条不适用",
  src="feature/stock-grid-poc 试验记录", upd="2023-06-20")

E("0005", "大表格固定列（左侧 VIN、右侧操作列）：社区版 DataGrid 没有 pinning", """
iView Table 的 `fixed: 'left' / 'right'` 在 DataGrid 社区版里没有对应（column pinning 是 Pro 功能，集团没买授权）。
我们的做法：
- 操作列不固定，改成行尾“更多”按钮 + Menu，列数控制在一屏内；
- 库存页 VIN 列必须固定的，用 `getCellClassName` + CSS `position: sticky; left: 0; z-index: 1; background: #fff` 硬做，横向虚拟化要关（`disableVirtualization` 只在列少的页面用）。
不建议为了固定列换 AG Grid，评审时已经否了。
""", DMS, "component", "verified", br=MB, at=GRID, assets=["DmsTable"],
  cond="需要固定列的 DataGrid 列表页", counter="已购 MUI X Pro 授权的项目直接用 pinnedColumns",
  src="技术评审纪要 2024-03-07", upd="2024-03-08")

E("0006", "大表格行内编辑：editMode=\"row\" + processRowUpdate（待复核）", """
Vue 版价格维护页是在 iView Table 的 render 里塞 InputNumber，改完点行尾“保存”。
React 这边试了 DataGrid 的 `editMode="row"`：
```tsx
<DataGrid
  editMode="row"
  rowModesModel={rowModesModel}
  onRowModesModelChange={setRowModesModel}
  processRowUpdate={async (newRow) => { await savePrice(newRow); return newRow; }}
  onProcessRowUpdateError={(err) => enqueueSnackbar(err.message, { variant: 'error' })}
/>
```
目前问题：processRowUpdate 抛错后行会停留在编辑态但值已回滚，测试说交互怪；另外 valueParser 对“元/分”转换还没统一。先在指导价维护页试用，其他页面别照抄，等复核。
""", DMS, "component", "review_required", at=GRID, assets=["DmsTable"],
  cond="少量字段的行内编辑（价格、库存位置）",
  counter="多字段、带联动校验的编辑请用抽屉表单",
  src="MR !468（未合入 master）", upd="2024-04-15")

E("0065", "DmsTableLite（弹窗里的简易表格）直接换 MUI Table", """
DmsTableLite 是弹窗里用的不分页小表格（选车、选客户的候选列表，最多几十行），和大表格 DmsTable 不是一个东西。迁移时别上 DataGrid，太重：直接 MUI `Table` + `TableRow` 点击选中，`selected` 高亮即可。行数超过 200 的场景才考虑换大表格。
""", DMS, "component", "verified", at=MUI5, assets=["DmsTableLite"],
  cond="弹窗内不分页、几十行以内的候选列表", counter="需要服务端分页/排序的列表用 DmsTable → DataGrid",
  upd="2024-02-27")

# ---------------------------------------------------------------- dms-web: 抽屉表单 DrawerForm
E("0007", "抽屉表单每次打开都显示上一条记录：在 open/record 变化时 reset", """
现象：订单列表点“编辑”打开抽屉表单，第二次打开另一条记录，表单里还是上一条的值。
原因：react-hook-form 的 `defaultValues` 只在 useForm 第一次初始化时生效，抽屉组件一直挂着（我们给 Drawer 加了 keepMounted 做动画），record 变了不会重新初始化。Vue 版是 open() 里手动 `this.form = {...row}`，所以没这个问题。

做法：
```tsx
const { reset, control, handleSubmit } = useForm<OrderForm>({ defaultValues: EMPTY_ORDER });
useEffect(() => {
  if (open) reset(record ? toFormValues(record) : EMPTY_ORDER);
}, [open, record, reset]);
```
- toFormValues 里把 null 字段转成 ''（TextField）或 null（Autocomplete），别给 undefined。
- 或者干脆去掉 keepMounted，用 `key={record?.id ?? 'new'}` 让表单整个重建，更省心，代价是丢了关闭动画里的内容。
""", DMS, "component", "verified", at={**MUI5, **RHF}, assets=["DrawerForm"],
  cond="DrawerForm（MUI Drawer + react-hook-form）编辑/新建共用一个抽屉",
  counter="抽屉里嵌子表（useFieldArray + 大表格做明细行编辑）的场景不适用，reset 会把明细行状态冲掉，见精品加装那条",
  src="MR !421", upd="2024-03-20")

E("0008", "抽屉表单关闭/离开页面时的未保存提醒：isDirty + useBlocker", """
两个入口都要拦：
1. 点遮罩或右上角 X 关抽屉：在 Drawer 的 onClose 里判断 `formState.isDirty`，脏了就先走 useConfirm 弹“有未保存的修改，确定关闭？”。
2. 抽屉开着时点侧边菜单跳走：用 react-router 的 `useBlocker`（6.19 起去掉了 unstable_ 前缀）。

```tsx
const { formState: { isDirty } } = form;
const blocker = useBlocker(({ currentLocation, nextLocation }) =>
  open && isDirty && currentLocation.pathname !== nextLocation.pathname);
useEffect(() => {
  if (blocker.state === 'blocked') {
    confirm({ title: '有未保存的修改，确定离开？' }).then(ok => ok ? blocker.proceed() : blocker.reset());
  }
}, [blocker, confirm]);
```
注意：useBlocker 只在 data router（createBrowserRouter）下可用，老的 <BrowserRouter> 会直接报错。浏览器刷新/关标签页还要单独加 beforeunload。
""", DMS, "component", "verified",
  at={"react-router-dom": ">=6.19", **RHF, **MUI5}, assets=["DrawerForm"],
  cond="master/feature 分支，react-router-dom ≥ 6.19 且使用 createBrowserRouter",
  counter="react-router < 6.19（release/v3.* 锁在 6.8）见 unstable_useBlocker 那条",
  src="MR !430", upd="2024-03-26")

E("0009", "二级抽屉（抽屉里再开抽屉）焦点乱跳 —— 检查项", """
检查项（未验证完，仅供排查）：
- [ ] 两层 MUI Drawer 都是 Modal，默认都有 focus trap，内层关闭后焦点可能跳回外层第一个输入框；试过给外层加 `disableEnforceFocus`，能缓解。
- [ ] 内层 Drawer 的 z-index 要大于外层（theme.zIndex.drawer + 1），否则 Autocomplete 的下拉弹层被盖住。
- [ ] 内层抽屉里的 Select 下拉用 `MenuProps={{ disablePortal: true }}` 试过会被裁切，别用。
""", DMS, "component", "candidate", at=MUI5, assets=["DrawerForm"],
  cond="客户抽屉里点“新增联系人”再开一个抽屉的场景", upd="2024-04-10")

E("0010", "iView Form 校验规则（async-validator）迁到 react-hook-form rules", """
对照表：
| iView rules | react-hook-form |
|---|---|
| `{ required: true, message: '必填', trigger: 'blur' }` | `rules={{ required: '必填' }}`，useForm 的 `mode: 'onBlur'` |
| `{ type: 'email' }` | `pattern: { value: EMAIL_RE, message: '邮箱格式不对' }` |
| `{ validator(rule, value, cb) {...} }` | `validate: (v) => ok || '提示语'`，异步直接返回 Promise |
| `{ type: 'array', min: 1 }` | `validate: v => v?.length > 0 || '至少选一项'` |

坑：
- iView 的 trigger 可以按字段配（有的 blur 有的 change），RHF 的 mode 是整张表单一个。我们统一 `mode: 'onTouched'`，效果最接近。
- 手机号、身份证、VIN 这类规则抽到 src/utils/rules.ts，和 Vue 版 src/libs/validate.js 一一对应，别在组件里重复写正则。
- iView 里 `prop` 写错字段名是静默失效，RHF 里 `name` 有 TS 类型检查，迁移时顺便发现了 3 处老 bug。
""", DMS, "component", "verified", at=RHF, assets=["DrawerForm", "FormItem"],
  cond="iView Form + rules 的表单迁到 react-hook-form 7", src="wiki/前端/表单迁移", upd="2024-02-29")

E("0066", "抽屉表单打开显示旧数据（release/v3.*，MUI 4 版）", """
v3 分支的抽屉表单是 MUI 4 Drawer + react-hook-form 7，一样的问题：defaultValues 只生效一次。做法一样，在 open 变化时 `reset(toFormValues(record))`。MUI 4 Drawer 的 `ModalProps={{ keepMounted: true }}` 是默认关掉的，我们 v3 上没开，所以也可以直接用 key 重建。
""", DMS, "component", "verified", br=["release/v3.*"],
  at={"@material-ui/core": "^4.12", **RHF}, assets=["DrawerForm"],
  cond="release/v3.* 分支", counter="master 上 MUI 5 的情况见 MUI 5 那条", upd="2023-12-14")

# ---------------------------------------------------------------- dms-web: VIN / 车牌
E("0012", "VinInput：17 位 VIN 校验（含第 9 位校验位）在 react-hook-form 里的写法", """
VinInput 在 Vue 版是 iView Input + 自定义 validator，迁移时把算法抽成纯函数，组件只负责输入转大写、过滤非法字符。

```ts
const VIN_RE = /^[A-HJ-NPR-Z0-9]{17}$/;   // 不含 I、O、Q
const W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const MAP: Record<string, number> = { A:1,B:2,C:3,D:4,E:5,F:6,G:7,H:8,J:1,K:2,L:3,M:4,N:5,P:7,R:9,S:2,T:3,U:4,V:5,W:6,X:7,Y:8,Z:9 };
export function checkVin(vin: string) {
  if (!VIN_RE.test(vin)) return false;
  const sum = [...vin].reduce((s, c, i) => s + (/[0-9]/.test(c) ? Number(c) : MAP[c]) * W[i], 0);
  const r = sum % 11;
  return vin[8] === (r === 10 ? 'X' : String(r));
}
```
组件里：
```tsx
<Controller name="vin" control={control}
  rules={{ validate: v => checkVin(v) || 'VIN 校验位不正确，请核对第 9 位' }}
  render={({ field, fieldState }) => (
    <TextField {...field} onChange={e => field.onChange(e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
      inputProps={{ maxLength: 17 }} error={!!fieldState.error} helperText={fieldState.error?.message} />
  )} />
```
""", DMS, "component", "verified", at=RHF, assets=["VinInput"],
  cond="国内销售车辆的 17 位 VIN 录入",
  counter="平行进口车、老旧车辆的非 17 位车架号不适用（校验位规则不成立），这类车走“车架号”自由文本字段",
  src="MR !398", upd="2024-03-01")

E("0013", "VinScanner（拍照识别 VIN）迁移：OCR SDK 换成后端识别接口", """
VinScanner 是车辆入库页“拍照识别车架号”的按钮组件，Vue 版直接调了某厂商的 JS OCR SDK（体积 2.3MB）。React 版不再前端识别：`<input type="file" accept="image/*" capture="environment">` 拿到图片后传 /api/ocr/vin，返回结果再回填到 VinInput。识别结果一定要再跑一遍 checkVin，OCR 经常把 0/D、8/B 识别错。
""", DMS, "component", "verified", assets=["VinScanner"],
  cond="dms-web 车辆入库、PDI 检查页", counter="只是手输 VIN 的校验问题看 VinInput 那条", upd="2024-01-22")

E("0014", "VinInput 用 vue-the-mask 做输入掩码（已废弃）", """
早期 VinInput 用 vue-the-mask 的 `v-mask="'XXXXXXXXXXXXXXXXX'"` 限制 17 位，React 迁移时曾打算换 react-input-mask。后来发现掩码对粘贴、中文输入法都有问题，且 react-input-mask 在 React 18 StrictMode 下有 findDOMNode 警告，方案废弃，改用 onChange 里过滤字符（见 VinInput 校验那条）。
""", DMS, "component", "deprecated", assets=["VinInput"], upd="2023-09-11")

E("0098", "VinSearch（车架号后 6 位模糊搜索框）迁移", """
VinSearch 和 VinInput 名字像，但不是录入：它是顶栏里“输入车架号后 6 位查库存”的搜索框。React 版用 MUI Autocomplete 的 freeSolo + 300ms 防抖调 /api/vehicle/suggest?vinTail=xxx，输入不足 6 位不发请求。不做校验位校验。
""", DMS, "component", "verified", at=MUI5, assets=["VinSearch"],
  cond="按 VIN 后几位找车", upd="2024-02-06")

E("0015", "PlateInput（车牌输入）：省份简称 + 号码，兼容新能源 8 位", """
dms-web 的 PlateInput 在 Vue 版是一个 iView Select（省份简称）+ Input。React 版：
- 省份用 MUI Select，默认“辽”，常用的“辽、吉、黑、蒙、京”排前面；
- 号码部分 TextField，转大写，长度 6（燃油）或 7（新能源，第一位 D/F）；
- 校验正则：`/^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$/`
- 提交时拼成一个字符串 plateNo，后端不接受分开的两个字段。
PC 端有物理键盘，不需要做车牌键盘。
""", DMS, "component", "verified", at=MUI5, assets=["PlateInput"],
  cond="dms-web PC 端录入车牌", counter="手机 H5 上需要弹出式车牌键盘，见 service-booking-h5 的 PlateKeyboard",
  upd="2024-02-19")

# ---------------------------------------------------------------- dms-web: 权限
E("0016", "v-permission 指令 → <Permission> 组件 + usePermission hook", """
Vue 版：`<Button v-permission="'stock:transfer'">调拨</Button>`，指令 inserted 里没权限就 `el.parentNode.removeChild(el)`。
React 没有指令，改成两种写法：
```tsx
export function usePermission() {
  const { permissions } = useCurrentUser();           // 登录后 /api/user/me 返回的权限码数组
  return useCallback((code: string | string[]) =>
    (Array.isArray(code) ? code : [code]).some(c => permissions.includes(c)), [permissions]);
}
export function Permission({ code, children }: { code: string | string[]; children: ReactNode }) {
  const can = usePermission();
  return can(code) ? <>{children}</> : null;
}
// 用法
<Permission code="stock:transfer"><Button>调拨</Button></Permission>
```
- 表格操作列里用 hook 判断，避免每行包一层组件。
- Vue 版指令只在 inserted 执行一次，权限变了不会刷新；React 版是响应式的，切换门店后按钮会正确显示/隐藏（老 bug 顺手修了）。
""", DMS, "directive", "verified", assets=["v-permission"],
  cond="按钮级权限（隐藏按钮）", counter="路由/菜单级权限见 RequireAuth 那条；要求“置灰不隐藏”的场景不适用",
  src="MR !402", upd="2024-03-04")

E("0017", "路由级权限：菜单权限码 → RequirePermission 路由包装 + loader", """
Vue 版在 router.beforeEach 里查 `to.meta.permission`，没权限 next('/403')。
React Router 6 的做法：路由配置里放 handle.permission，用一个布局路由包一层：
```tsx
function RequirePermission({ code, children }) {
  const can = usePermission();
  return can(code) ? children : <Navigate to="/403" replace />;
}
{ path: 'stock/transfer', element: <RequirePermission code="menu:stock:transfer"><TransferPage/></RequirePermission> }
```
菜单树也从同一份路由配置生成，别再维护两份。
""", DMS, "router", "verified", at={"react-router-dom": ">=6.4"}, assets=["v-permission", "router.beforeEach"],
  cond="页面/菜单级权限", counter="按钮级权限用 <Permission>", upd="2024-03-06")

E("0018", "v-permission.disabled（无权限置灰而不是隐藏）—— 检查项", """
财务要求“开票”按钮无权限时置灰并 Tooltip 提示“请联系财务主管开通”，Vue 版用 `v-permission.disabled` 修饰符。React 版候选方案：`<Permission code mode="disable">` 用 cloneElement 注入 disabled，外面包一层 span 让 Tooltip 在 disabled 按钮上也能触发。
检查项：
- [ ] disabled 的 MUI Button 不触发 mouse 事件，Tooltip 必须包 span
- [ ] cloneElement 对 IconButton、MenuItem 都要测
""", DMS, "directive", "candidate", assets=["v-permission"], upd="2024-04-11")

# ---------------------------------------------------------------- dms-web: axios / TanStack Query
E("0019", "axios 拦截器里的 token 刷新：单飞（single-flight）+ 请求排队重放", """
dms-web 的 src/libs/request.js 在 Vue 版里遇到 code=BIZ_40102（access token 过期）就跳登录页，用户体验很差。React 版改成刷新后重放：

```ts
let refreshing: Promise<string> | null = null;
http.interceptors.response.use(
  res => {
    if (res.data.code === 'BIZ_40102') return retryWithFreshToken(res.config);
    if (res.data.code !== '0') return Promise.reject(new BizError(res.data));
    return res.data.data;
  },
  err => Promise.reject(err),
);
async function retryWithFreshToken(config) {
  if (config._retried) { logout(); throw new BizError({ code: 'BIZ_40102', msg: '登录已失效' }); }
  refreshing ??= refreshToken().finally(() => { refreshing = null; });
  const token = await refreshing;
  return http({ ...config, _retried: true, headers: { ...config.headers, Authorization: `Bearer ${token}` } });
}
```
要点：
- 同一时刻只发一次 /api/auth/refresh，其他 401 的请求 await 同一个 Promise。
- `_retried` 防止刷新后仍然 40102 时死循环（页面一直转圈就是这个原因）。
- refresh token 也过期（BIZ_40103）直接 logout，别再重试。
""", DMS, "plugin", "verified", at={"axios": ">=0.27 <2"}, assets=["request.js", "axios interceptors"],
  cond="dms-web 基于 access/refresh token 的 Bearer 鉴权",
  counter="走集团 SSO 的 cookie 会话（如 4S 店财务子系统嵌入页）不适用：没有 refresh token，会话过期只能整页跳 SSO",
  src="MR !389", upd="2024-02-22")

E("0020", "TanStack Query v5 的全局错误提示：QueryCache onError，不要再写在 useQuery 里", """
v5 删掉了 useQuery 的 onError/onSuccess/onSettled 回调。全局错误提示放到 QueryClient 上：
```ts
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silent) return;             // 个别接口自己处理错误
      enqueueSnackbar(toMessage(error), { variant: 'error', preventDuplicate: true });
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _v, _c, mutation) => { if (!mutation.meta?.silent) enqueueSnackbar(toMessage(error), { variant: 'error' }); },
  }),
});
```
页面里需要针对性处理的用 `meta: { silent: true }` + 读 `error` 状态。这样原来 axios 拦截器里的 `Message.error` 就可以删了，避免一个错误弹两次。
""", DMS, "plugin", "verified", at=RQ5, assets=["axios interceptors", "QueryClient"],
  cond="@tanstack/react-query 5.x", counter="v4 还能在 useQuery 里写 onError，见 v4 那条", upd="2024-03-11")

E("0021", "TanStack Query v4：useQuery 的 onError 做接口错误提示", """
feature/legacy-query 分支上还是 @tanstack/react-query 4.36，可以直接 `useQuery({ queryKey, queryFn, onError: e => Message.error(e.msg) })`。注意 v4 的 onError 每个使用该 query 的组件都会触发一次，同一个 query 挂了 3 个组件就弹 3 次，全局的最好还是放 QueryCache。
""", DMS, "plugin", "verified", at={"@tanstack/react-query": "^4"}, assets=["QueryClient"],
  cond="TanStack Query 4.x", counter="v5 已删除该回调", upd="2023-10-09")

E("0022", "TanStack Query v5 改名速查（一句话版）", """
cacheTime → gcTime；isLoading → isPending（isLoading 现在 = isPending && isFetching）；keepPreviousData: true → placeholderData: keepPreviousData；useQuery 只接受对象参数；useErrorBoundary → throwOnError。
""", DMS, "plugin", "verified", at=RQ5, assets=["QueryClient"], upd="2024-01-30")

E("0023", "Vuex dealer 模块 → TanStack Query：接口数据别再搬进全局 store", """
Vue 版 store/modules/dealer.js 里存了门店列表、当前门店、品牌列表，actions 里 fetch 完 commit。迁移时最初想照搬成 zustand，评审后定了原则：
- 服务端数据（门店列表、品牌、车型、字典）一律用 TanStack Query，queryKey 约定 ['dealer', 'list'] 这种；
- 真正的客户端状态（当前选中门店 id、侧边栏折叠）才放 Context 或 zustand；
- 切门店时 `queryClient.invalidateQueries()` 全量失效，代替 Vue 版里一堆 `this.$store.dispatch('xxx/reload')`。
原来 dealer 模块 14 个 getters，迁完只剩 2 个派生值，用 `select` 选项实现。
""", DMS, "store", "verified", at=RQ5, assets=["store/modules/dealer"],
  cond="Vuex 里存的主要是接口数据的模块", counter="纯前端交互状态（购物车式的临时选车单）不适用",
  src="架构评审 2024-01-16", upd="2024-01-18")

E("0024", "Vuex user 模块（登录用户 + 权限码）→ CurrentUserContext", """
user 模块只有 userInfo、permissions、token 三个 state。React 版：token 只放 localStorage + axios 实例里读；userInfo/permissions 用 `useQuery(['user','me'])` 拿，外面包一层 CurrentUserProvider 给 usePermission 用。登出时 `queryClient.clear()`。
""", DMS, "store", "verified", at=RQ5, assets=["store/modules/user"], upd="2024-01-25")

E("0025", "mapGetters 的派生数据 → selector（候选）", """
候选思路：Vuex getters 里的派生计算迁成 useQuery 的 select 或者 useMemo，复杂的（跨模块组合）写成自定义 hook。检查项：select 返回新对象会导致每次渲染都变，要配合 structuralSharing（默认开）或 useMemo。
""", DMS, "store", "candidate", assets=["mapGetters"], upd="2024-02-02")

# ---------------------------------------------------------------- dms-web: router
E("0026", "vue-router beforeEach 登录守卫 → <RequireAuth> 布局路由", """
```tsx
function RequireAuth() {
  const token = getToken();
  const location = useLocation();
  if (!token) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}
const router = createBrowserRouter([
  { path: '/login', element: <Login /> },
  { element: <RequireAuth />, children: [{ element: <Layout />, children: routes }] },
]);
```
Vue 版 beforeEach 里还顺便做了 NProgress 和 document.title，这两件事拆出来放 Layout 的 useEffect（监听 useLocation）。
""", DMS, "router", "verified", at={"react-router-dom": ">=6.4"}, assets=["router.beforeEach"],
  cond="token 存 localStorage 的登录态", upd="2024-01-29")

E("0027", "Vue/React 双栈共存期间（iframe 嵌入）报 NavigationDuplicated", """
迁移期间 React 页面以 iframe 嵌在 Vue 壳里，React 侧 postMessage 通知壳切菜单，壳里 `this.$router.push(sameRoute)` 报：
`NavigationDuplicated: Avoided redundant navigation to current location: "/stock/list".`
临时做法：壳里 push 前比较 fullPath，或 `.catch(err => { if (err.name !== 'NavigationDuplicated') throw err })`。只在共存期有效，全量切 React 后这段代码删除。还在复核 postMessage 来源校验的安全问题。
""", DMS, "router", "review_required", at={"vue-router": "^3"}, assets=["router.push"],
  cond="Vue 壳 + React iframe 共存期", upd="2024-02-14")

E("0028", "beforeRouteLeave → useBlocker（react-router ≥ 6.19）", """
Vue 版页面组件里的 beforeRouteLeave(to, from, next) 做“离开确认”。React Router 6.19 起 useBlocker 转正：
```tsx
const blocker = useBlocker(isDirty);
{blocker.state === 'blocked' && (
  <ConfirmDialog open title="内容未保存，确定离开吗？" onOk={blocker.proceed} onCancel={blocker.reset} />
)}
```
必须用 createBrowserRouter + RouterProvider。
""", DMS, "router", "verified", at={"react-router-dom": ">=6.19"}, assets=["beforeRouteLeave"],
  cond="react-router-dom ≥ 6.19，data router", counter="6.19 以下没有稳定版 useBlocker", upd="2024-03-26")

E("0029", "release/v3.*（react-router 6.8）上的离开确认：unstable_useBlocker（待复核）", """
v3 分支锁在 react-router-dom 6.8.2，没有稳定的 useBlocker，只有 `unstable_useBlocker` / `unstable_usePrompt`。目前写法：
```tsx
import { unstable_useBlocker as useBlocker } from 'react-router-dom';
const blocker = useBlocker(isDirty);
useEffect(() => {
  if (blocker.state === 'blocked') {
    if (window.confirm('内容未保存，确定离开吗？')) blocker.proceed(); else blocker.reset();
  }
}, [blocker]);
```
已知问题：6.8 的 unstable 版在浏览器后退按钮上偶发拦截两次，测试组还在复现，先标记待复核。
""", DMS, "router", "review_required", br=["release/v3.*"],
  at={"react-router-dom": ">=6.7 <6.19"}, assets=["beforeRouteLeave"],
  cond="release/v3.*，react-router-dom 6.7~6.18", upd="2024-01-08")

# ---------------------------------------------------------------- dms-web: mixins / 字典 / 联动
E("0031", "listPageMixin（列表三件套：查询条件 + 分页 + 表格）→ useListPage hook", """
Vue 版 listPageMixin 提供 `query`、`pageNo/pageSize`、`tableData`、`loading`、`search()`、`reset()`，几十个列表页都 mixin 进去，字段名冲突查得很痛苦。
React 版：
```ts
export function useListPage<Q, R>(key: string, fetcher: (q: Q & PageParams) => Promise<Page<R>>, initial: Q) {
  const [query, setQuery] = useState<Q>(initial);
  const [page, setPage] = useState({ page: 0, pageSize: 20 });
  const result = useQuery({
    queryKey: [key, query, page],
    queryFn: () => fetcher({ ...query, pageNo: page.page + 1, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
  });
  const search = (q: Q) => { setQuery(q); setPage(p => ({ ...p, page: 0 })); };  // 改条件必须回第一页
  const reset = () => search(initial);
  return { query, search, reset, page, setPage, ...result };
}
```
- 分页重置放在 search 里，而不是 useEffect 监听 query（那样会先用旧页码发一次请求）。
- 查询条件表单本身用 react-hook-form，点“查询”时 handleSubmit(search)。
""", DMS, "mixin", "verified", at=RQ5, assets=["listPageMixin"],
  cond="标准列表页（查询表单 + 分页表格）", src="MR !405", upd="2024-03-05")

E("0032", "字典下拉（DictSelect / dictMixin）→ useDict：全局缓存，每种字典只请求一次", """
Vue 版每个页面 created 里 `this.getDict('CAR_COLOR')`，同一个字典一个页面能请求 3 次。React 版：
```ts
export const useDict = (type: DictType) => useQuery({
  queryKey: ['dict', type],
  queryFn: () => http.get(`/api/sys/dict/${type}`),
  staleTime: Infinity,     // 字典基本不变，会话内不重复请求
  gcTime: 1000 * 60 * 60,
});
export function DictSelect({ type, ...props }: { type: DictType } & SelectProps) {
  const { data = [] } = useDict(type);
  return <TextField select {...props}>{data.map(d => <MenuItem key={d.value} value={d.value}>{d.label}</MenuItem>)}</TextField>;
}
```
后台改了字典需要刷新的，在字典维护页保存后 `invalidateQueries({ queryKey: ['dict'] })`。
""", DMS, "component", "verified", at=RQ5, assets=["DictSelect", "dictMixin"],
  cond="dms-web，字典数据来自 /api/sys/dict", src="MR !410", upd="2024-03-07")

E("0067", "useDict 在 TanStack Query v4 分支上的写法", """
feature/legacy-query 上是 v4：`useQuery(['dict', type], fetchDict, { staleTime: Infinity, cacheTime: 3600_000 })`，v4 叫 cacheTime，v5 改名 gcTime。
""", DMS, "component", "verified", at={"@tanstack/react-query": "^4"}, assets=["DictSelect"],
  counter="v5 分支用 gcTime 那条", upd="2023-10-12")

E("0033", "字典前端写死成常量（已废弃）", """
2023 年曾经把颜色、车辆状态等字典写死在 src/constants/dict.ts 里减少请求，后台改字典后前端要发版，已废弃，统一走 useDict。
""", DMS, "component", "deprecated", assets=["DictSelect"], upd="2023-08-30")

E("0034", "CarModelCascader（车型三级联动：品牌-车系-车型）→ 三个 Autocomplete + 依赖查询", """
iView Cascader 的 load-data 懒加载在 React 里不好直接对应，拆成三个 MUI Autocomplete：
```tsx
const brandId = watch('brandId'); const seriesId = watch('seriesId');
const brands = useQuery({ queryKey: ['brand'], queryFn: fetchBrands, staleTime: Infinity });
const series = useQuery({ queryKey: ['series', brandId], queryFn: () => fetchSeries(brandId), enabled: !!brandId });
const models = useQuery({ queryKey: ['model', seriesId], queryFn: () => fetchModels(seriesId), enabled: !!seriesId });
```
- 上级变化时清空下级：在品牌的 onChange 里 `setValue('seriesId', null); setValue('modelId', null)`，不要用 useEffect 监听 brandId 清空（编辑页初始化时会把回显的值清掉）。
- 车型数据量大（一个车系 200+ 配置），Autocomplete 开 `filterOptions` 按名称和年款过滤。
""", DMS, "component", "verified", at={**MUI5, **RQ5}, assets=["CarModelCascader"],
  cond="新建类表单里选车型", counter="编辑页回显问题见“车型联动回显”那条",
  src="MR !433", upd="2024-03-22")

E("0035", "车型三级联动编辑页回显：id 有了但下拉显示空白（待复核）", """
编辑订单时后端只返回 modelId，Autocomplete 的 value 需要 option 对象，系列列表还没加载时显示空白。
当前做法：详情接口让后端补 brandName/seriesName/modelName，先用 `{ id, name }` 构造临时 option 显示；`isOptionEqualToValue={(o, v) => o.id === v.id}` 防止“None of the options match”警告。
待复核：车型下架（停售）后回显的临时 option 在列表里找不到，保存时会不会被当成非法值，QA 还没测完。
""", DMS, "component", "review_required", at={**MUI5, **RQ5}, assets=["CarModelCascader"],
  cond="编辑页回显已有车型", upd="2024-04-08")

E("0036", "OrgTreeSelect（门店树选择）→ @mui/x-tree-view（候选）", """
候选方案：Popover + @mui/x-tree-view 的 SimpleTreeView，搜索用前端过滤。检查项：
- [ ] 集团 → 区域 → 门店三级，门店 180+，展开全部时性能可接受（已测 Chrome 120 OK）
- [ ] 多选父节点是否自动选子节点：SimpleTreeView 没有级联勾选，要自己写
- [ ] 与 Vue 版 iView Tree 的 `check-strictly` 行为是否一致
""", DMS, "component", "candidate", at=MUI5, assets=["OrgTreeSelect"], upd="2024-04-12")

# ---------------------------------------------------------------- dms-web: filters / 全局提示 / 弹窗
E("0037", "`| money` 过滤器 → formatMoney()：后端金额单位是分", """
Vue 版 `{{ row.price | money }}`，filter 里 `(val / 100).toFixed(2)` 再加千分位。React 没有 filter，改成 utils/format.ts：
```ts
const fmt = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });
export const formatMoney = (fen?: number | null) => fen == null ? '-' : fmt.format(fen / 100);
```
DataGrid 列里用 `valueFormatter: (value) => formatMoney(value)`（v7 签名是 (value, row)，v6 是 ({ value })，注意版本）。
""", DMS, "filter", "verified", assets=["money"],
  cond="展示用的金额格式化（整车价、精品价、订金）",
  counter="发票、税额等需要特定舍入规则（银行家舍入/按税局规则）的金额计算不适用，这些由后端算好直接返回字符串",
  upd="2024-02-08")

E("0038", "`| dateFmt` → dayjs（一句话）", """
`{{ t | dateFmt('YYYY-MM-DD HH:mm') }}` → `dayjs(t).format('YYYY-MM-DD HH:mm')`，空值要先判，dayjs(null) 会输出 Invalid Date。
""", "*", "filter", "verified", assets=["dateFmt"], upd="2024-01-12")

E("0039", "全局提示：this.$Message / this.$Notice → notistack", """
`this.$Message.success('保存成功')` → `enqueueSnackbar('保存成功', { variant: 'success' })`。
- App 根部包 `<SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={2500}>`，位置和 iView 保持一致（顶部居中）。
- 非组件代码（axios 拦截器）里用 notistack 导出的 `enqueueSnackbar` 函数，不用 hook。
- `$Notice`（右上角带标题的）也统一走 snackbar，产品同意不再区分。
- `$Message.loading` 没有对应，改成按钮 loading 状态。
""", DMS, "plugin", "verified", assets=["$Message", "$Notice"], upd="2024-02-01")

E("0040", "this.$Modal.confirm → useConfirm()：Promise 风格的确认弹窗", """
```tsx
const ConfirmCtx = createContext<(o: ConfirmOptions) => Promise<boolean>>(null!);
export function ConfirmProvider({ children }) {
  const [state, setState] = useState<{ o: ConfirmOptions; resolve: (v: boolean) => void } | null>(null);
  const confirm = useCallback((o) => new Promise<boolean>(resolve => setState({ o, resolve })), []);
  const close = (v: boolean) => { state?.resolve(v); setState(null); };
  return (<ConfirmCtx.Provider value={confirm}>{children}
    <Dialog open={!!state} onClose={() => close(false)}>
      <DialogTitle>{state?.o.title}</DialogTitle>
      {state?.o.content && <DialogContent>{state.o.content}</DialogContent>}
      <DialogActions><Button onClick={() => close(false)}>取消</Button><Button variant="contained" onClick={() => close(true)}>确定</Button></DialogActions>
    </Dialog></ConfirmCtx.Provider>);
}
export const useConfirm = () => useContext(ConfirmCtx);
// 用法
if (!(await confirm({ title: '确定作废该订单？' }))) return;
```
比 iView 的 onOk 回调好写很多。
""", DMS, "plugin", "verified", at=MUI5, assets=["$Modal"], upd="2024-02-05")

# ---------------------------------------------------------------- dms-web: 导出 / 打印
E("0041", "ExportButton 大数据量导出：改后端异步任务 + 轮询，前端不再拼 Excel", """
订单、库存导出动辄 3~8 万行，Vue 版用 xlsx 在前端拼，页面卡死 20 秒以上，Chrome 还会提示“页面无响应”。
现在：
1. 点导出 → POST /api/export/tasks（带当前筛选条件）→ 返回 taskId；
2. useQuery 轮询 `refetchInterval: (q) => q.state.data?.status === 'DONE' ? false : 2000`；
3. 完成后拿 fileUrl 用 a 标签下载，同时在右上角“下载中心”留记录。
阈值：预估行数 > 5000 走后端任务，导出前先调 count 接口。
""", DMS, "component", "verified", at=RQ5, assets=["ExportButton"],
  cond="预计导出行数 > 5000", counter="5000 行以内的小导出（如当前页、勾选行）用前端 SheetJS 那条，不要为了几百行建后端任务",
  src="MR !440", upd="2024-03-28")

E("0042", "ExportButton 小量导出（当前页/勾选行）：前端 SheetJS", """
勾选行导出、当前页导出仍在前端：`XLSX.utils.json_to_sheet(rows)` → `XLSX.writeFile(wb, '库存_20240328.xlsx')`。用 `import('xlsx')` 动态加载，别打进首屏包（压缩后 400KB+）。列头中文映射沿用 Vue 版 exportColumns 配置。
""", DMS, "component", "verified", assets=["ExportButton"],
  cond="5000 行以内", counter="超过 5000 行会卡主线程，必须走后端异步导出", upd="2024-03-28")

E("0043", "PrintContract（合同打印）：vue-print-nb → react-to-print 2.x", """
Vue 版 `<Button v-print="'#contract'">打印</Button>`。React 版（react-to-print 2.14+）：
```tsx
const ref = useRef<HTMLDivElement>(null);
const handlePrint = useReactToPrint({
  content: () => ref.current,
  documentTitle: `购车合同-${order.orderNo}`,
  pageStyle: '@page { size: A4; margin: 12mm } @media print { .no-print { display: none } }',
});
<div ref={ref}><ContractTemplate order={order} /></div>
<Button onClick={handlePrint}>打印</Button>
```
- 合同里的 MUI 组件样式是 emotion 动态注入的，react-to-print 默认会复制 style 标签，没问题；但 `copyStyles` 千万别关。
- 公章图片要等加载完：`onBeforeGetContent` 里 await 图片 onload。
""", DMS, "component", "verified", at={"react-to-print": "^2.14"}, assets=["PrintContract"],
  cond="react-to-print 2.x", counter="3.x 起 content 回调改为 contentRef，见 3.x 那条", upd="2024-02-26")

E("0044", "PrintContract 在 react-to-print 3.x：content 改成 contentRef", """
3.0 的 breaking change：`useReactToPrint({ contentRef: ref, documentTitle })`，不再接受 `content: () => ref.current`；`onBeforeGetContent` 改名 `onBeforePrint`（返回 Promise）。调用时 `handlePrint()` 不要把 click event 传进去（`onClick={handlePrint}` 会把事件当参数，3.x 里会报 “There is nothing to print”），要写 `onClick={() => handlePrint()}`。
""", DMS, "component", "verified", at={"react-to-print": ">=3 <4"}, assets=["PrintContract"],
  cond="react-to-print 3.x", counter="2.x 用 content 回调", upd="2024-05-10")

# ---------------------------------------------------------------- team-wide / build / style / test
E("0045", "vue-cli → Vite：VUE_APP_* 环境变量与 “process is not defined”", """
现象：React 页面一打开白屏，控制台 `Uncaught ReferenceError: process is not defined`。
原因：代码和个别三方包里还在读 `process.env.VUE_APP_API_BASE`，Vite 不注入 process。
处理：
1. 自己的代码：`process.env.VUE_APP_XXX` 全部换成 `import.meta.env.VITE_XXX`，.env 文件里的前缀一起改；类型声明写到 src/vite-env.d.ts。
2. 三方包（我们遇到的是一个老的埋点 SDK）读 `process.env.NODE_ENV`：vite.config.ts 里 `define: { 'process.env.NODE_ENV': JSON.stringify(mode) }`，不要 define 整个 process.env。
3. `require()` 动态引图片 → `new URL('./img/logo.png', import.meta.url).href`。
""", "*", "build", "verified", assets=["vue.config.js", ".env"], upd="2024-01-10")

E("0046", "iView less 主题变量 → MUI 5 createTheme", """
Vue 版 src/styles/theme.less 覆盖 `@primary-color: #1e5bb8`、`@border-radius-base: 2px`。React 版统一到 theme.ts：
```ts
export const theme = createTheme({
  palette: { primary: { main: '#1e5bb8' }, error: { main: '#d9363e' } },
  shape: { borderRadius: 2 },
  typography: { fontSize: 13, fontFamily: '"PingFang SC","Microsoft YaHei",sans-serif' },
  components: { MuiButton: { defaultProps: { disableElevation: true, size: 'small' } } },
}, zhCN);
```
迁移期两套页面共存，颜色必须和 iView 主色一致，UI 验收对过色值。
""", DMS, "style", "verified", at=MUI5, assets=["theme.less"], upd="2024-01-15")

E("0047", "MUI 4（release/v3.*）主题：createMuiTheme 已更名 createTheme", """
release/v3.* 用 @material-ui/core 4.12.4，`createMuiTheme` 会打印 deprecation warning：
`Material-UI: the createMuiTheme function was renamed to createTheme.`
直接改成 `import { createTheme } from '@material-ui/core/styles'`，参数不变。v3 的 palette 和 master 上保持同一套色值（#1e5bb8）。
""", DMS, "style", "verified", br=["release/v3.*"], at={"@material-ui/core": "^4.12"},
  assets=["theme.less"], cond="release/v3.* MUI 4", counter="MUI 5 不存在 createMuiTheme", upd="2023-12-01")

E("0048", "MUI 5 不要再用 makeStyles：改 sx / styled", """
报错：`MUI: makeStyles is no longer exported from @mui/material/styles. You have to import it from @mui/styles.`
@mui/styles 是 legacy 包，不支持 React 18 StrictMode 和 concurrent 渲染，官方也不再维护。迁移规则：
- 零散样式用 `sx`；
- 复用的用 `styled()`；
- release/v3 的 MUI 4 代码合回 master 时，makeStyles 要一并改掉，可以用 tss-react 过渡（`makeStyles()` API 基本一致）。
""", DMS, "style", "verified", at=MUI5, assets=["makeStyles"], upd="2024-02-12")

E("0049", "单元测试：jest + @vue/test-utils → vitest + React Testing Library", """
- vitest 配置直接复用 vite.config.ts，environment: 'jsdom'；
- `wrapper.find('.ivu-btn').trigger('click')` → `await user.click(screen.getByRole('button', { name: '保存' }))`；
- 按 role/文字查元素，不要再按 class 查，MUI 的 class 带 hash；
- 测试里记得包 QueryClientProvider（每个用例 new 一个 QueryClient，retry: false）。
""", "*", "test", "verified", assets=["jest.config.js"], upd="2024-02-20")

E("0050", "React 18 StrictMode 开发环境下接口请求两次", """
开发环境 useEffect 里发的请求会发两次：StrictMode 在 dev 下故意 mount → unmount → mount。不是 bug，别为了这个去掉 StrictMode。
- 用 TanStack Query 的请求会自动去重；
- 手写 useEffect 的，加 AbortController 在 cleanup 里 abort；
- 埋点、“进入页面即扣次数”之类有副作用的请求，不要放在 useEffect 里直接发。
""", "*", "other", "verified", at={"react": ">=18"}, assets=["StrictMode"],
  cond="只在开发环境（npm run dev）出现的重复请求",
  counter="生产环境也重复请求，说明不是 StrictMode 导致的（生产构建不会双调用），要查组件重复挂载或 queryKey 不稳定",
  upd="2024-01-19")

E("0051", "Each child in a list should have a unique \"key\" prop", """
iView Table 内部用 `_index` 做 key，迁移后自己 map 的列表要显式给 key：用业务 id（orderId、vin），不要用数组下标，尤其是可删除/可排序的列表。
""", "*", "other", "verified", upd="2024-01-11")

E("0052", "RHF + MUI TextField：A component is changing an uncontrolled input to be controlled", """
警告：`Warning: A component is changing an uncontrolled input to be controlled.`
原因是 defaultValues 里字段缺失或为 undefined，后端详情回来再 reset 时从 undefined 变成字符串。规则：所有字段在 defaultValues 里给初值（字符串 ''、数字字段也给 ''，提交时再转换），后端返回的 null 在 toFormValues 里转 ''。
""", DMS, "component", "verified", at={**RHF, **MUI5}, assets=["DrawerForm"], upd="2024-03-02")

E("0053", "iView DatePicker → @mui/x-date-pickers：先配 LocalizationProvider", """
报错：`MUI X: Can not find the date and time pickers localization context. It looks like you forgot to wrap your component in LocalizationProvider.`
App 根部：
```tsx
<LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn"
  localeText={zhCN.components.MuiLocalizationProvider.defaultProps.localeText}>
```
另外 `dayjs.locale('zh-cn')` 要 import 'dayjs/locale/zh-cn'。值统一用 Dayjs 对象，提交时 format 成 'YYYY-MM-DD'。
""", DMS, "component", "verified", at={"@mui/x-date-pickers": ">=6 <8"}, assets=["DatePicker"], upd="2024-02-15")

E("0054", "日期范围选择（交车日期起止）：DateRangePicker 是 Pro，改两个 DatePicker", """
iView `<DatePicker type="daterange">` 在 MUI X 社区版没有（DateRangePicker 属于 Pro）。用两个 DatePicker：结束日期 `minDate={start}`，开始日期 `maxDate={end}`；查询参数仍拼成 deliveryDateStart / deliveryDateEnd。快捷选项（近 7 天、本月）做成旁边的 Chip。
""", DMS, "component", "verified", at={"@mui/x-date-pickers": ">=6 <8"}, assets=["DatePicker"],
  cond="社区版 MUI X", counter="单个日期选择见 LocalizationProvider 那条", upd="2024-02-15")

E("0055", "iView Upload → 隐藏 input[type=file] + axios onUploadProgress", """
附件上传（购车发票扫描件、身份证复印件 PDF）：MUI 没有 Upload 组件。
```tsx
<Button component="label" startIcon={<CloudUploadIcon/>}>上传附件
  <input hidden type="file" accept=".pdf,.jpg,.png" multiple onChange={onFiles} />
</Button>
```
上传用 FormData + `onUploadProgress: e => setProgress(Math.round(e.loaded * 100 / (e.total ?? 1)))`。单文件 ≤ 10MB 在前端先校验。同一个文件选两次不触发 onChange，上传后要 `e.target.value = ''`。
""", DMS, "component", "verified", assets=["Upload"],
  cond="dms-web PC 端附件上传", counter="不包含图片压缩、HEIC 转换；拍照上传场景见 H5 的 ImageUploader 复盘",
  upd="2024-02-23")

E("0056", "iView 中文语言包 → MUI zhCN locale", """
`import { zhCN } from '@mui/material/locale'` 传给 createTheme 第二个参数；DataGrid 的中文另外从 `@mui/x-data-grid/locales` 引 zhCN（v6 是 `@mui/x-data-grid` 直接导出）。
""", DMS, "i18n", "verified", at=MUI5, upd="2024-01-15")

E("0057", "iView Select 远程搜索（filterable + remote）→ Autocomplete + 防抖", """
客户选择框：输入姓名/手机号远程搜。
```tsx
const [input, setInput] = useState('');
const kw = useDebounce(input, 300);
const { data = [], isFetching } = useQuery({ queryKey: ['customer', 'search', kw], queryFn: () => searchCustomer(kw), enabled: kw.length >= 2 });
<Autocomplete options={data} loading={isFetching} filterOptions={x => x}
  getOptionLabel={o => `${o.name} ${o.mobile}`} isOptionEqualToValue={(o, v) => o.id === v.id}
  onInputChange={(_, v) => setInput(v)} value={value} onChange={(_, v) => onChange(v)}
  renderInput={p => <TextField {...p} label="客户" />} />
```
- `filterOptions={x => x}` 必须加，否则 Autocomplete 会在远程结果上再做一次本地过滤。
- 控制台 `MUI: The value provided to Autocomplete is invalid. None of the options match with {"id":123,...}` —— 是因为当前 value 不在新搜索结果里，加 isOptionEqualToValue 并且把当前 value 合并进 options 即可消除。
""", DMS, "component", "verified", at={**MUI5, **RQ5}, assets=["RemoteSelect"], upd="2024-03-13")

E("0058", "事件总线 this.$bus.$emit → mitt（仅限跨模块通知）", """
Vue 版 `Vue.prototype.$bus = new Vue()`，用来在“调拨完成”后通知库存列表刷新。React 版：能用 queryClient.invalidateQueries 解决的就别用事件总线；真正的跨模块通知（如 WebSocket 消息到达后顶栏角标 +1）用 mitt，在 useEffect 里 on/off 成对出现。
""", DMS, "plugin", "verified", assets=["$bus"], upd="2024-02-09")

E("0059", "父组件调用子表单 this.$refs.form.validate() → useImperativeHandle", """
订单页里“客户信息”“车辆信息”“金融方案”三个子表单，Vue 版父组件依次 `await this.$refs.xxx.validate()`。React 版优先改成一个 useForm + FormProvider（useFormContext 拆分子组件）；实在要独立表单的，用 forwardRef + `useImperativeHandle(ref, () => ({ validate: () => trigger(), getValues }))`。
""", DMS, "component", "verified", at=RHF, assets=["$refs"], upd="2024-03-15")

E("0060", "页签栏（多标签页导航）+ 页面缓存的迁移（待复核）", """
Vue 版顶部“页签栏”类似浏览器标签，配合 `<keep-alive :include="cachedViews">` 切回去保留状态。React Router 没有 keep-alive，目前方案：页签栏只保存打开过的路由列表，切换时重新渲染页面，状态靠 URL 参数 + TanStack Query 缓存恢复（见 keep-alive 下线复盘）。试过 react-activation，和 React 18 有兼容问题，放弃。
产品对“切回来表单填写内容丢失”还有异议，方案待复核。
""", DMS, "component", "review_required", at={"react-router-dom": ">=6.4"}, assets=["TagsView", "keep-alive"],
  cond="dms-web 页签栏", upd="2024-04-03")

E("0061", "dms-web React 页面上线检查项（候选清单）", """
- [ ] 列表页：筛选条件改变回到第 1 页；刷新后筛选条件保留（URL 参数）
- [ ] 金额全部经过 formatMoney，单位“分”
- [ ] 所有按钮权限码与 Vue 版一致（对照 menu_permission 表导出）
- [ ] 抽屉表单：关闭未保存提醒、重复提交防护
- [ ] 导出：> 5000 行走后端任务
- [ ] 打印：A4 预览与 Vue 版逐页对比
- [ ] Chrome 86（部分门店还是 Win7 旧机器）下打开无报错
""", DMS, "other", "candidate", upd="2024-04-16")

E("0064", "“No QueryClient set, use QueryClientProvider to set one” 的三种来源", """
1. 测试/Storybook 没包 QueryClientProvider —— 用例里包一层；
2. 迁移期 React 页面在 Vue 壳里用 createRoot 单独挂载（微件模式），每个挂载点都要包 Provider，可以共享同一个 queryClient 实例；
3. node_modules 里装了两份 @tanstack/react-query（pnpm 下某个内部组件库把它当 dependencies 而不是 peerDependencies），Provider 和 useQuery 拿到的不是同一个 Context。`pnpm why @tanstack/react-query` 查，组件库改成 peerDependencies。
""", "*", "plugin", "verified", at={"@tanstack/react-query": ">=4"}, assets=["QueryClient"], upd="2024-03-19")

# ================================================================ long post-mortems (复盘)
E("0011", "【复盘】抽屉表单迁移：订单 / 车辆 / 客户三个抽屉（2024 Q1）", """
# 抽屉表单迁移复盘（订单抽屉 OrderDrawer、车辆抽屉 VehicleDrawer、客户抽屉 CustomerDrawer）

作者：前端组 王硕、刘佳琪　　评审：李振东　　时间：2024-03-29

## 一、背景

dms-web 里“抽屉表单”是大家口头的叫法，指的是 src/components/DrawerForm：右侧滑出的 iView Drawer，里面一个 iView Form，底部固定“取消 / 保存”两个按钮。全系统大约 37 个地方在用，其中订单、车辆、客户三个抽屉字段最多（订单抽屉 46 个字段，含分期、置换、精品加装三块可折叠区域）。Vue 版的典型用法是父组件 `this.$refs.drawer.open(row)`，组件内部 `this.form = { ...row }`，保存时 `this.$refs.form.validate(valid => ...)`。

本次把三个大抽屉迁到 React 18 + MUI 5 Drawer + react-hook-form 7，同时沉淀一个通用的 `<DrawerForm>`。下面按时间线记录遇到的问题，顺序就是我们踩坑的顺序。

## 二、时间线

- 3 月 4 日：搭通用 DrawerForm 骨架，决定 open 状态由父组件受控（`open` + `onClose` props），不再提供 ref.open() 这种命令式 API。
- 3 月 8 日：客户抽屉上线到 feature/customer-react 自测，发现“打开显示上一条数据”的问题（见问题 1）。
- 3 月 13 日：车辆抽屉迁移，遇到 Autocomplete 受控/非受控警告（问题 3），花了一天半。
- 3 月 19 日：订单抽屉迁移，分期字段切换时校验残留（问题 5）。
- 3 月 26 日：三个抽屉合入 master，QA 回归 2 天，发现重复提交（问题 6）。

## 三、问题与处理

### 问题 1：第二次打开显示上一条记录

现象：列表里点第一条“编辑”，关掉，再点第二条，抽屉里还是第一条的值。
原因：useForm 的 defaultValues 只在第一次渲染时读取。我们给 Drawer 开了 keepMounted（想保留滑出动画时的内容），所以表单组件从来没卸载过。
处理：在 open 或 record 变化时调用 reset。

```tsx
useEffect(() => {
  if (open) reset(record ? toFormValues(record) : EMPTY_VALUES);
}, [open, record, reset]);
```

截图 1 说明：左边是修复前，标题写着“编辑客户：张伟”，但手机号一栏仍是上一位客户“赵丽”的 139 开头号码；右边是修复后两次打开分别正确显示。

### 问题 2：关闭后再打开，校验错误提示还在

现象：上次没填必填项点了保存，红色提示“请输入手机号”，关掉抽屉再打开新建，红字还在。
处理：reset 默认会清 errors，问题 1 修好后这个问题自然消失。但注意如果用的是 `reset(values, { keepErrors: true })` 就不会清，有同事复制代码时带上了这个选项，排查了半小时。

### 问题 3：车辆抽屉里 Autocomplete 报受控/非受控警告

现象：打开车辆抽屉，控制台连续打印：

`MUI: A component is changing the uncontrolled value state of Autocomplete to be controlled. Elements should not switch from uncontrolled to controlled (or vice versa). Decide between using a controlled or uncontrolled Autocomplete element for the lifetime of the component.`

并且选择“库存位置”后偶发显示为空。
排查过程：一开始以为是 Controller 的写法问题，后来发现是 defaultValues 里 `warehouse` 字段没写（undefined），Autocomplete 第一次渲染时 value 为 undefined 被当成非受控，reset 之后变成对象，于是报警。
处理（最终版本）：

```tsx
const EMPTY_VALUES: VehicleForm = {
  vin: '',
  warehouse: null,          // Autocomplete 的空值必须是 null，不能是 undefined
  colorCode: '',
  purchasePrice: '',
};

<Controller
  name="warehouse"
  control={control}
  rules={{ required: '请选择库存位置' }}
  render={({ field, fieldState }) => (
    <Autocomplete
      options={warehouses}
      value={field.value ?? null}
      onChange={(_, v) => field.onChange(v)}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      getOptionLabel={(o) => o.name}
      renderInput={(p) => <TextField {...p} label="库存位置" error={!!fieldState.error} helperText={fieldState.error?.message} />}
    />
  )}
/>
```

要点：value 永远传 `field.value ?? null`；onChange 的第二个参数才是值，别把 event 传给 field.onChange；isOptionEqualToValue 必须写，因为后端详情回来的对象和 options 里的不是同一个引用。截图 2 说明：修复前控制台 7 条黄色警告，修复后为 0。

### 问题 4：TextField type="number" 提交出去是字符串

采购价、指导价用 `type="number"` 的 TextField，提交给后端变成 "158000"，后端 Jackson 能转但金额单位（分/元）对不上。
处理：Controller 外层统一在 onSubmit 里做 `toPayload(values)`，元转分、字符串转数字都放这里，不用 `valueAsNumber`（空字符串会变 NaN）。

### 问题 5：订单抽屉切换付款方式，分期字段的校验残留

订单抽屉里付款方式选“分期”才显示首付比例、期数、金融机构三个字段。切回“全款”后点保存，仍然提示“请选择金融机构”。
原因：字段被条件渲染隐藏，但注册的 rules 还在。
处理：这三个字段的 Controller 加 `shouldUnregister`，隐藏时自动注销，值和校验都去掉；或者 useForm 级别 `shouldUnregister: true`（我们没用全局的，会影响折叠区域里其它字段）。

```tsx
{payType === 'LOAN' && (
  <Controller name="loan.bankId" control={control} shouldUnregister rules={{ required: '请选择金融机构' }} render={...} />
)}
```

### 问题 6：保存按钮连点产生两张订单

QA 用脚本连点保存，生成了两条重复订单。Vue 版靠 `this.saving = true` 挡住，迁移时漏了。
处理：按钮 `disabled={isSubmitting}`，handleSubmit 里 await mutation.mutateAsync，isSubmitting 会一直为 true 直到 Promise 结束。后端也加了幂等 token（X-Idempotency-Key），前端在抽屉打开时生成一次。

## 四、通用 DrawerForm 的最终接口

```tsx
<DrawerForm<OrderForm>
  open={open}
  title={record ? '编辑订单' : '新建订单'}
  width={720}
  defaultValues={record ? toFormValues(record) : EMPTY_ORDER}
  onSubmit={async (v) => { await save(toPayload(v)); onClose(); }}
  onClose={onClose}
>
  <OrderBaseFields />
  <OrderLoanFields />
</DrawerForm>
```

内部：FormProvider 包裹子组件，子组件用 useFormContext；关闭时 isDirty 检查（配合 useConfirm）；底部按钮区 sticky。

## 五、结论与检查项

1. defaultValues 里每个字段都要有初值：文本 ''，选择对象 null，数组 []。
2. 打开时 reset，不要依赖 defaultValues 变化。
3. 条件字段用 shouldUnregister。
4. 保存按钮绑定 isSubmitting，后端加幂等。
5. Autocomplete 一律写 isOptionEqualToValue。
6. 抽屉里需要编辑明细子表（如精品加装多行）的，不要套通用 DrawerForm 的 reset 逻辑，改用 useFieldArray 单独管理，详见精品加装那条经验。
""", DMS, "component", "verified", br=MB, at={**MUI5, **RHF}, assets=["DrawerForm"],
  cond="dms-web master/feature 分支，MUI 5 + react-hook-form 7 的抽屉表单",
  counter="release/v3.*（MUI 4）上 Autocomplete 的 API 不同（@material-ui/lab），不要照抄代码",
  src="复盘文档 wiki/前端/复盘/2024Q1-抽屉表单", upd="2024-03-29")

E("0030", "【复盘】keep-alive 下线：列表页返回时保留筛选条件和滚动位置", """
# keep-alive 下线复盘

作者：前端组 孙浩　　时间：2024-04-01

## 一、背景

Vue 版 dms-web 的 Layout 里是 `<keep-alive :include="cachedViews"><router-view /></keep-alive>`，配合页签栏，用户从“库存列表”点进“车辆详情”，再返回列表时，筛选条件、当前页码、滚动位置都还在。销售顾问和库管最在意这个体验：库存列表一般筛了品牌、颜色、在库天数，翻到第 3 页，看完一台车回来如果条件丢了，要重新筛。

React Router 6 没有 keep-alive。社区方案 react-activation 我们试了，在 React 18 的 createRoot 下会出现“缓存的组件 useEffect 不执行 cleanup”的问题，另外和 MUI 的 Portal（Drawer、Menu）一起用时弹层位置错乱，评审后决定不引入任何 keep-alive 模拟，而是把“需要保留的东西”逐项拆出来，各自找地方存。

## 二、需要保留的东西与存放位置

| 状态 | Vue 版靠什么 | React 版存哪里 |
|---|---|---|
| 筛选条件 | 组件 data（被 keep-alive 缓存） | URL search params |
| 页码、每页条数 | 组件 data | URL search params（page、size） |
| 表格数据 | 组件 data | TanStack Query 缓存（staleTime 30s） |
| 滚动位置 | keep-alive 保留 DOM | sessionStorage（按 location.key） |
| 勾选的行 | 组件 data | 不保留（产品确认返回后清空勾选） |
| 展开的高级筛选面板 | 组件 data | URL 参数 adv=1 |

## 三、筛选条件放进 URL

```tsx
const [sp, setSp] = useSearchParams();
const filters = useMemo(() => parseFilters(sp), [sp]);   // brand、color、ageMin... 从字符串解析
const onSearch = (v: StockFilters) => setSp(toSearch({ ...v, page: 0 }), { replace: true });
```

注意：
- 数组参数（多选颜色）用重复 key：`color=WHITE&color=BLACK`，parse 时 `sp.getAll('color')`。
- 日期存 'YYYY-MM-DD' 字符串，不要存时间戳，方便用户把链接发给同事。
- setSearchParams 用 `replace: true`，否则每改一次筛选都压一条历史，后退键要按很多次。

截图 1 说明：地址栏显示 `/stock/list?brand=12&color=WHITE&color=GRAY&ageMin=90&page=2`，表格显示“在库 90 天以上的白色、灰色车辆第 3 页”，刷新页面后保持不变。

## 四、表格数据用 Query 缓存，返回时不闪

返回列表时组件是重新 mount 的，但 queryKey 和离开前一样（筛选条件来自 URL），TanStack Query 直接给缓存数据，30 秒内不重新请求，超过 30 秒后台静默刷新。用户感知上和 keep-alive 几乎一样。
这里有一个坑：queryKey 里放了 `filters` 对象，每次 parse 出来都是新对象，但 TanStack Query 是按值做 hash 的，不受引用变化影响，所以没问题；真正的问题是我们一开始把 `Date` 对象放进了 queryKey，hash 后顺序不稳定，导致缓存命不中。改成字符串后解决。

## 五、滚动位置恢复（本次最难的部分）

React Router 6.4+ 有 `<ScrollRestoration />`，但它只管 window 的滚动。我们的 Layout 是左侧菜单 + 顶栏 + 右侧 `<main>` 独立滚动（`overflow: auto`），window 本身不滚，所以 ScrollRestoration 完全不起作用。这一点排查了很久，截图 2 说明：Chrome DevTools 里 window.scrollY 始终为 0，而 main 元素的 scrollTop 是 1860。

最终方案：自己写一个 `useScrollMemory`，按 location.key 把 main 的 scrollTop 存进 sessionStorage，数据加载完成后再恢复。

```tsx
export function useScrollMemory(containerRef: RefObject<HTMLElement>, ready: boolean) {
  const location = useLocation();
  const storageKey = `scroll:${location.key}`;
  // 离开时保存
  useEffect(() => {
    const el = containerRef.current;
    return () => { if (el) sessionStorage.setItem(storageKey, String(el.scrollTop)); };
  }, [containerRef, storageKey]);
  // 数据就绪后恢复（必须在 ready 之后，否则内容高度不够，scrollTop 设不上去）
  useLayoutEffect(() => {
    if (!ready) return;
    const saved = sessionStorage.getItem(storageKey);
    if (saved && containerRef.current) containerRef.current.scrollTop = Number(saved);
  }, [ready, containerRef, storageKey]);
}
// 列表页里
const { data, isFetching } = useQuery(...);
useScrollMemory(mainRef, !!data && !isFetching);
```

要点：
1. 用 location.key 而不是 pathname 做 key：同一个列表页从菜单重新点进来（新的 key）应该回到顶部，只有“后退”回来（同一个 key）才恢复。
2. 恢复时机是“数据渲染完成后”，用 useLayoutEffect 避免先闪到顶部再跳下去。
3. DataGrid 自带虚拟滚动，它的滚动容器是内部的 `.MuiDataGrid-virtualScroller`，不是 main。库存页的表格是 autoHeight 的（不在内部滚动），所以存 main 的 scrollTop 即可；如果是固定高度的 DataGrid，要用 apiRef.current.scroll({ top }) 恢复，并从 apiRef.current.getScrollPosition() 读取。

## 六、上线效果

- 4 月 1 日随 master 发布，库存、订单、线索三个列表页启用。
- 一周内收到 2 条反馈：一条是“从别的页签切回来滚动位置没了”，原因是页签切换走的是 navigate（新 key），已改成页签切换时复用之前的 location.key 对应的 state；另一条是 Safari 14 下 sessionStorage 在隐私模式下报错，加了 try/catch。

## 七、结论

不要试图模拟 keep-alive。把要保留的状态逐项拆开：筛选条件进 URL，数据进 Query 缓存，滚动位置按 location.key 存 sessionStorage。页签栏相关的后续方案见“页签栏”那条（还在复核）。
""", DMS, "router", "verified", at={"react-router-dom": ">=6.4", **RQ5}, assets=["keep-alive", "listPageMixin"],
  cond="dms-web 列表页 → 详情页 → 返回 的场景；Layout 为 main 独立滚动",
  counter="页面内容是 window 滚动的页面直接用 <ScrollRestoration />，不需要 useScrollMemory",
  src="复盘文档 wiki/前端/复盘/2024-04-keep-alive", upd="2024-04-01")

E("0062", "【复盘】axios 拦截器与 TanStack Query 联调：错误码、超时、重试、取消", """
# axios 拦截器 × TanStack Query 联调复盘

作者：前端组 李振东　　时间：2024-03-15　　涉及：src/libs/request.ts、src/query/client.ts

## 一、背景

Vue 版 src/libs/request.js 是一个 400 多行的 axios 拦截器，做了这些事：加 token、全局 loading（iView LoadingBar）、业务错误码弹 Message、401 跳登录、下载文件流处理、GET 请求加时间戳防缓存。React 版引入 TanStack Query 以后，其中一半的职责和 Query 重叠了，联调两周，把分工重新理了一遍。

结论先说：
- axios 只负责“把 HTTP 变成 Promise<业务数据>”：加 token、解包 `{ code, msg, data }`、把业务错误变成 BizError、token 刷新。
- 提示、重试、loading、缓存全部交给 TanStack Query。

## 二、错误分类

我们把错误统一成三类，在拦截器里构造：

```ts
export class BizError extends Error {
  constructor(public code: string, msg: string, public httpStatus?: number) { super(msg); }
}
// 响应拦截器
http.interceptors.response.use(
  (res) => {
    const { code, msg, data } = res.data;
    if (code === '0') return data;
    if (code === 'BIZ_40102') return retryWithFreshToken(res.config);   // 见 token 刷新那条经验
    return Promise.reject(new BizError(code, msg, res.status));
  },
  (err: AxiosError) => {
    if (axios.isCancel(err)) return Promise.reject(err);                // 取消的请求不提示
    if (err.code === 'ECONNABORTED') return Promise.reject(new BizError('TIMEOUT', '请求超时，请稍后重试'));
    if (!err.response) return Promise.reject(new BizError('NETWORK', '网络异常，请检查网络'));
    return Promise.reject(new BizError(`HTTP_${err.response.status}`, err.message, err.response.status));
  },
);
```

业务码约定（后端 wiki 里有全表）：0 成功；BIZ_400xx 参数错误；BIZ_40102 access token 过期；BIZ_40103 refresh token 过期；BIZ_403xx 无权限；BIZ_5xxxx 服务内部错误。

## 三、全局 loading 去掉了

Vue 版每个请求都触发顶部 LoadingBar，并发请求时进度条乱跳。React 版删掉拦截器里的 loading，改用 `useIsFetching()` 驱动顶栏进度条，只统计 queries 不统计 mutations；按钮的提交 loading 用 mutation 的 isPending。

## 四、错误提示去重

问题：一个接口挂了，提示弹了两次。原因是拦截器里 `Message.error` 一次，页面组件 onError 又一次。
处理：拦截器不再弹任何提示；QueryCache / MutationCache 的 onError 统一弹（见“QueryCache onError”那条），notistack 开 `preventDuplicate`。需要自定义处理的接口加 `meta: { silent: true }`。

## 五、超时与重试（联调时问题最多的部分）

axios 实例 `timeout: 15000`。库存汇总、经营日报这几个接口在月底经常超过 15 秒，报 `timeout of 15000ms exceeded`，err.code 为 `ECONNABORTED`。

TanStack Query 默认 retry 3 次、指数退避，一开始没改，结果：
1. 超时的慢接口被重试 3 次，一次操作对后端打 4 次慢查询，DBA 找上门；
2. 参数错误（400）、无权限（403）也在重试，用户要等 7 秒多才看到错误提示。

最终的 retry 配置：

```ts
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => {
        if (error instanceof BizError) {
          // 4xx 和业务错误不重试：重试也不会成功
          if (error.httpStatus && error.httpStatus >= 400 && error.httpStatus < 500) return false;
          if (error.code.startsWith('BIZ_4')) return false;
          // 超时只重试 1 次，且只针对 GET 查询
          if (error.code === 'TIMEOUT') return failureCount < 1;
        }
        return failureCount < 2;      // 网络错误、5xx 最多重试 2 次
      },
      retryDelay: (n) => Math.min(1000 * 2 ** n, 5000),
      staleTime: 30_000,
      refetchOnWindowFocus: false,   // 门店电脑经常切窗口，开着会产生大量请求
    },
    mutations: { retry: false },     // 写操作绝不自动重试
  },
});
```

报表类慢接口单独在 useQuery 里 `retry: false` 并把 axios 超时单独调到 60s：`http.get(url, { timeout: 60000 })`。

## 六、取消请求

Vue 版用 axios 0.x 的 CancelToken 在路由切换时取消所有 pending 请求。React 版用 queryFn 的 signal：

```ts
useQuery({ queryKey: ['stock', filters], queryFn: ({ signal }) => http.get('/api/vehicle/stock/page', { params: filters, signal }) });
```

axios 0.22 起支持 AbortSignal，dms-web 目前是 0.27.2，可以直接用；取消后 axios 抛的是 CanceledError（code 为 ERR_CANCELED），拦截器里 isCancel 判断后原样 reject，QueryCache onError 不会对取消弹提示（Query 会忽略因 signal 取消导致的错误）。
CancelToken 已经标记 deprecated，新代码不要再用。

## 七、文件下载

导出、合同 PDF 下载返回的是文件流，拦截器里 `res.data.code` 不存在会被当成业务错误。处理：`responseType: 'blob'` 的请求在拦截器第一行直接 return res；如果后端出错返回的是 JSON（content-type application/json），把 blob 读成文本再解析成 BizError。

## 八、遗留问题

- 后端个别老接口成功时 code 返回数字 0 而不是字符串 '0'，临时兼容 `String(code) === '0'`。
- 上传接口的进度条仍然用 axios 的 onUploadProgress，不走 Query。

## 九、检查项

1. 拦截器里不弹提示、不改 loading。
2. retry 按错误类型区分：4xx/业务错误不重试，超时最多 1 次，mutation 不重试。
3. queryFn 透传 signal。
4. blob 请求单独处理。
""", DMS, "plugin", "verified", at={"axios": ">=0.27 <2", **RQ5}, assets=["request.js", "axios interceptors", "QueryClient"],
  cond="dms-web 的 axios 实例 + TanStack Query 5",
  counter="service-booking-h5 用的是 axios 1.x 自己的封装和错误码，不完全适用",
  src="复盘文档 wiki/前端/复盘/2024-03-request", upd="2024-03-15")

E("0063", "【复盘】大表格迁移：车辆库存页（2000 行、38 列）", """
# 车辆库存页大表格迁移复盘

作者：前端组 刘佳琪　　时间：2024-03-22　　页面：/stock/list（库存管理 → 车辆库存）

## 一、背景

车辆库存页是 dms-web 访问量最大的页面，集团 23 家门店的库管、销售每天都在用。Vue 版是 DmsTable（“大表格”）：iView Table + Page，38 列，其中 9 列默认隐藏，支持列设置（显示/隐藏、拖动顺序），默认每页 50 条，库管常改成 500 条导出前核对，极端情况下一次渲染 2000 行（按品牌全选时）。Vue 版在 2000 行时滚动明显卡顿（iView Table 没有虚拟滚动），这也是这次优先迁移它的原因之一。

目标：MUI X DataGrid（社区版 6.19），服务端分页，保留列设置，2000 行不卡。

## 二、整体结构

```tsx
<DataGrid
  apiRef={apiRef}
  rows={rows}
  columns={columns}
  getRowId={getRowId}
  rowCount={total}
  paginationMode="server"
  sortingMode="server"
  paginationModel={paginationModel}
  onPaginationModelChange={setPaginationModel}
  columnVisibilityModel={columnVisibility}
  onColumnVisibilityModelChange={saveColumnVisibility}
  density="compact"
  loading={isFetching}
  pageSizeOptions={[50, 100, 500, 2000]}
  slots={{ toolbar: StockToolbar }}
/>
```

分页接法见“DmsTable 服务端分页”那条，这里只写库存页特有的问题。

## 三、问题 1：行 id 重复导致报错和勾选串行

上线到测试环境第一天，控制台报：

`MUI X: The Data Grid component requires all rows to have a unique `id` property. Alternatively, you can use the `getRowId` prop to specify a custom id for each row.`

第一版我们用 `getRowId={(r) => r.vin}`，以为 VIN 唯一。随后又出现了一种更隐蔽的现象：勾选一台车，另一行也被勾上；DataGrid 警告变成 `MUI X: Duplicated id` 相关提示。
原因：库存接口是“车辆 × 库位”的视图，调拨在途的车辆在调出仓和调入仓各有一行，VIN 相同。另外 PDI 未完成的新车有极少数 VIN 为空（先入库后补录）。
处理：

```ts
const getRowId = (r: StockRow) => `${r.vin || 'NOVIN-' + r.stockId}-${r.warehouseId}`;
```

并且和后端约定：库存接口返回 stockId（库存记录主键），长期方案是直接 `getRowId={(r) => r.stockId}`。批量操作（批量调拨）提交的是 stockId 而不是 VIN，否则在途车辆会被调两次。
截图 1 说明：勾选“辽 A 库 - 白色 星瑞 2023 款”一行后，下方“沈北库”同 VIN 的一行也被勾中，选中计数显示 2。

## 四、问题 2：2000 行性能

DataGrid 有行虚拟化，2000 行本身不卡，但我们第一版依然卡顿明显（滚动掉帧、勾选延迟 300ms）。用 React DevTools Profiler 看，每次勾选整个页面组件重渲染，columns 数组每次都是新的，导致 DataGrid 内部全部列重新计算。
处理：
1. columns 用 useMemo 包，依赖只放真正会变的东西（权限、字典数据）；
2. renderCell 里不要写内联的大组件，拆成 memo 组件；“在库天数”那列原来在 renderCell 里用 dayjs 计算，改成后端直接返回 stockDays；
3. `density="compact"`，行高 36px，与 Vue 版一致；
4. 去掉每个单元格的 Tooltip（38 列 × 可见行数的 Tooltip 实例非常重），只在“备注”列保留。

优化后 2000 行滚动 55~60fps，勾选响应 < 50ms（Chrome 120，门店 i5 老机器实测）。

## 五、问题 3：表格高度为 0，什么都不显示

放到 Tab 里的“在途车辆”子表格一开始什么都不显示，控制台：

`MUI X: useResizeContainer - The parent DOM element of the data grid has an empty height. Please make sure that this element has an intrinsic height.`

原因：DataGrid 要么父容器有明确高度，要么开 autoHeight。Tab 面板是内容撑开的，高度为 0。
处理：主列表用 `height: calc(100vh - 220px)` 的容器；Tab 里的子表格数据量少，用 autoHeight。注意 autoHeight 下虚拟化失效，大数据量不要用。

## 六、问题 4：列显示/隐藏配置的保存

Vue 版列设置存在 localStorage 的 `stock_columns`，是一个列 key 数组。React 版：

```ts
const STORAGE_KEY = 'dms:stock:columns:v2';
const [columnVisibility, setColumnVisibility] = useState<GridColumnVisibilityModel>(
  () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') ?? DEFAULT_VISIBILITY,
);
const saveColumnVisibility = (m: GridColumnVisibilityModel) => {
  setColumnVisibility(m);
  localStorage.setItem(STORAGE_KEY, JSON.stringify(m));
};
```

- key 带版本号 v2：列定义有增删时升级版本号，避免旧配置里不存在的列导致显示异常；
- 不迁移 Vue 版的旧配置，用户反馈可以接受（重新设置一次）；
- 列顺序（拖动）社区版 DataGrid 不支持 column reorder（Pro 功能），产品同意去掉拖动排序，只保留显示/隐藏；
- 后续计划：列配置存后端 /api/user/preference，换电脑也能保留（未排期）。

## 七、问题 5：服务端排序字段名不一致

DataGrid 的 sortModel 给的是 `[{ field: 'stockDays', sort: 'desc' }]`，后端要的是 `orderBy=stock_days&orderDir=DESC`。在 queryFn 里做映射表 SORT_FIELD_MAP，没映射的字段列设置 `sortable: false`。

## 八、结论与检查项

1. getRowId 用后端主键，不要用业务字段（VIN、订单号）猜唯一性。
2. columns 必须 useMemo，renderCell 轻量化。
3. DataGrid 父容器要有高度；少量数据才用 autoHeight。
4. 列显隐配置存 localStorage，key 带版本号。
5. 社区版没有列拖动排序、固定列，提前和产品确认。
""", DMS, "component", "verified", br=MB, at={**MUI5, **GRID}, assets=["DmsTable"],
  cond="dms-web master/feature，MUI X DataGrid 社区版 v6/v7",
  counter="release/v3.*（MUI 4）不适用；已购 Pro 授权的项目列拖动/固定列可直接用",
  src="复盘文档 wiki/前端/复盘/2024-03-库存大表格", upd="2024-03-22")

E("0088", "【复盘】预约 H5 React 化灰度一周：白屏、键盘顶起、时段接口", """
# service-booking-h5 React 版灰度复盘

作者：移动端组 周宇、陈晓　　时间：2024-05-20　　灰度分支：gray/react-booking

## 一、背景

service-booking-h5 是车主在微信里打开的“保养预约”H5（公众号菜单 + 短信链接两个入口），原来是 uni-app（Vue 2）+ uView 1 编译的 H5。本次整体用 React 18 + antd-mobile 5 + zustand 重写，5 月 13 日起按 10% 流量灰度一周（nginx 按 cookie 分流），5 月 20 日全量。日均 UV 约 3200，预约提交约 260 单/天。

## 二、时间线

- 5 月 13 日 10:00 灰度 10%。
- 5 月 13 日 14:30 客服反馈部分安卓用户白屏（问题 1）。
- 5 月 14 日 修复白屏，灰度提到 30%。
- 5 月 15 日 iOS 用户反馈“填手机号时提交按钮挡住输入框”（问题 2）。
- 5 月 16 日 时段接口在早 8 点峰值超时（问题 3）。
- 5 月 18 日 灰度 50%，数据对比转化率持平（React 版 41.2%，uni-app 版 40.7%）。
- 5 月 20 日 全量。

## 三、灰度方案

灰度不是在前端做的，nginx 层按 cookie `bk_gray` 分流：首次访问没有 cookie 的用户按 hash(openid) 取模落桶，写入 cookie 后保持一周不变，保证同一个车主不会一会儿新版一会儿旧版。两个版本共用同一套后端接口，接口层不区分版本；前端在请求头里带 `X-Client-Ver: react-1.0.x` 方便后端看日志。

回滚预案：nginx 把灰度比例改成 0 即可，30 秒内生效；已经打开 React 版页面的用户在下一次路由跳转时由前端检测 `/version.json` 发现被回滚，提示刷新。

监控：前端错误上报（window.onerror + unhandledrejection）按版本分开看板；核心指标是“进入时段页 → 提交成功”的转化率，以及提交接口的错误码分布（BOOK_40901 约满、BOOK_40002 手机号校验失败、BOOK_50001 服务异常）。

## 四、问题 1：部分安卓微信白屏

现象：约 1.5% 的安卓用户打开白屏，均为旧机型（Android 7/8，微信内置 X5/系统 WebView Chrome 6x）。vConsole 里看到：`SyntaxError: Unexpected token '?'`。
原因：Vite 默认构建目标是现代浏览器，产物里保留了可选链 `?.` 和空值合并 `??`。uni-app 版是 webpack + babel 转译过的，所以以前没这个问题。
处理：引入 @vitejs/plugin-legacy：

```ts
legacy({ targets: ['chrome >= 61', 'android >= 7', 'ios >= 11'], modernPolyfills: true })
```

同时 `build.target: 'es2015'`。产物多了一套 legacy chunk（约 +90KB gzip），只有旧浏览器会加载。截图 1 说明：修复前后同一台 OPPO R11（Android 7.1）的对比，左侧全白，右侧正常显示“选择门店”页。

## 五、问题 2：iOS 软键盘把底部提交按钮顶起来，挡住输入框

现象：预约信息页底部有一个 fixed 定位的“提交预约”栏（含价格预估），iOS 微信里点“手机号”输入框弹出键盘后，这个 fixed 栏被顶到键盘上方，正好盖住手机号和验证码输入框；收起键盘后偶尔不回落，停在页面中间。uni-app 版没有这个问题，是因为 uni-app 的 H5 页面结构里有一层自己的 page 容器，底部栏用的是它的 tabbar 占位机制。

尝试过的方案：
1. 监听 focusin/focusout，键盘弹出时隐藏底部栏 —— iOS 上 focusout 在切换两个输入框时会先触发，底部栏闪一下，体验差，放弃；
2. 监听 `window.visualViewport.resize`，计算键盘高度动态调整 bottom —— 能用，但不同 iOS 版本 resize 时机不一致，iOS 15 上要 setTimeout 300ms，代码很脏，作为兜底保留；
3. 最终方案：不用 fixed。页面改成 flex 纵向布局，中间内容区独立滚动，底部栏是普通流内元素：

```css
.page { display: flex; flex-direction: column; height: 100vh; height: 100dvh; }
.page-body { flex: 1; overflow-y: auto; -webkit-overflow-scrolling: touch; }
.page-footer { flex: none; padding-bottom: env(safe-area-inset-bottom); }
```

这样键盘弹出时 iOS 只会滚动 visual viewport，底部栏跟着布局走，不会浮起来盖住输入框。`100dvh` 兼容 iOS 15.4+，旧版本用前一行的 100vh 兜底。再配合输入框 focus 时 `el.scrollIntoView({ block: 'center' })`，保证输入框在可视区中间。
antd-mobile 的 `<SafeArea position="bottom" />` 放在 footer 里代替手写 env()。
截图 2 说明：iPhone 12 / iOS 16.6 微信 8.0.42，修复前手机号输入框被“提交预约 ¥399 起”栏完全遮住；修复后键盘上方直接是输入框，底部栏在键盘下面。

## 六、问题 3：早 8 点时段接口超时

每天 8:00 放出未来 7 天的预约时段，瞬时 QPS 是平时的 20 倍，/api/booking/slots 超时。uni-app 版每次进入时段页都请求，React 版一开始照搬。
处理：
- 时段数据前端缓存 30 秒（zustand 里按 storeId+date 存，带时间戳）；
- 后端加 Redis 缓存，时段余量变更时主动失效；
- 提交预约时后端再校验一次余量，余量不足返回 `BOOK_40901 该时段已约满`，前端 Toast 提示并刷新时段条。

## 七、其他小问题

- 页面参数：短信链接里的门店名是 encodeURIComponent 过一次的，uni-app 的 onLoad(options) 自动 decode 了一次，React 版 useSearchParams 也会 decode，一开始又手动 decode 了一次，门店名里带 % 的（“100%服务站”）直接报 URIError，去掉手动 decode。

- 微信分享：uni-app 的 `uni.share` 在 H5 不可用，以前就是 JSSDK，React 版保留 `wx.updateAppMessageShareData`，签名 URL 用 `location.href.split('#')[0]`。
- 返回键：从短信链接直接打开的用户点左上角返回没有上一页，加了“返回首页”兜底按钮。
- 埋点：页面浏览事件从 onShow 改为路由变化触发，注意 StrictMode 下开发环境会打两次，只在生产环境验证。

## 八、结论

1. H5 一定要配 plugin-legacy，目标浏览器以客服后台统计的 UA 为准。
2. 移动端底部操作栏不用 fixed，用 flex 布局 + 100dvh + SafeArea。
3. 高峰接口前端短缓存 + 后端兜底校验。
4. 灰度期每天对比两版转化率，差异超过 3 个百分点就停灰度。
""", H5, "other", "verified", at={**ADM, "react": ">=18"}, assets=["pages/booking", "SlotPicker"],
  cond="service-booking-h5 React 版（antd-mobile 5），微信内置浏览器",
  counter="dms-web PC 端不适用",
  src="复盘文档 移动端/复盘/2024-05-预约H5灰度", upd="2024-05-20")

# ================================================================ service-booking-h5
E("0070", "uni.request 封装 → axios 1.x 实例", """
对照：`uni.request({ url, method, data, header })` 的返回是 `[err, res]`（H5 下 Promise 化后），res.statusCode / res.data。React 版：
```ts
export const http = axios.create({ baseURL: import.meta.env.VITE_API_BASE, timeout: 10000 });
http.interceptors.request.use(c => { c.headers.set('X-Open-Id', getOpenId()); return c; });
http.interceptors.response.use(r => r.data.code === 0 ? r.data.data : Promise.reject(r.data));
```
- uni 的 `header`（单数）→ axios `headers`；
- uni.request 在非 2xx 时不会 reject，axios 会，原来判断 statusCode 的代码要挪到错误拦截器；
- GET 的 data 在 uni 里会拼成 query，axios 里要放 params。
""", H5, "plugin", "verified", at={"axios": ">=1"}, assets=["uni.request"], upd="2024-04-22")

E("0071", "uni.showToast / uni.showLoading → antd-mobile Toast", """
- `uni.showToast({ title: '提交成功', icon: 'success' })` → `Toast.show({ icon: 'success', content: '提交成功' })`
- `uni.showLoading({ title: '提交中', mask: true })` → `const h = Toast.show({ icon: 'loading', content: '提交中…', duration: 0, maskClickable: false })`，结束时 `h.close()` 或 `Toast.clear()`
- uView 的 `this.$u.toast('xx')` 也一并替换。
提交预约这种一定要 duration: 0 + 手动关，否则默认 2 秒自动消失，接口还没回来 loading 就没了。
""", H5, "plugin", "verified", at=ADM, assets=["uni.showToast", "uni.showLoading"], upd="2024-04-23")

E("0072", "uni.showModal → Dialog.confirm（可 await）", """
```ts
const ok = await Dialog.confirm({ content: '确定取消本次预约吗？取消后当天不可重新预约同一时段', confirmText: '确定取消', cancelText: '再想想' });
if (!ok) return;
```
antd-mobile 5 的 Dialog.confirm 直接返回 Promise<boolean>，比 uni.showModal 的 success 回调里判断 res.confirm 简洁。只需要一个按钮的用 `Dialog.alert`。
""", H5, "plugin", "verified", at=ADM, assets=["uni.showModal"], upd="2024-04-23")

E("0073", "时段条（SlotPicker）：约满时段置灰、不可选", """
“时段条”是预约页横向排开的时间块（09:00、09:30……），Vue 版是 uView 的 u-grid 自己画的，弹层里再用 u-picker 选日期。React 版：
```tsx
<Grid columns={4} gap={8}>
  {slots.map(s => (
    <Grid.Item key={s.start}>
      <div className={cx('slot', { active: s.start === value, full: s.remain === 0 })}
           onClick={() => s.remain > 0 && onChange(s.start)}>
        {s.start}<small>{s.remain > 0 ? `余${s.remain}` : '约满'}</small>
      </div>
    </Grid.Item>
  ))}
</Grid>
```
- 约满的块加 `.full`（灰色 + `pointer-events: none`），不要只靠 onClick 判断，否则 iOS 上点击高亮还会闪；
- 当天已过去的时段后端不返回，前端不要再按本地时间过滤（手机时间不准的车主很多）。
""", H5, "component", "verified", at=ADM, assets=["SlotPicker"],
  cond="按“剩余名额 remain”显示的时段条", counter="灰度分支按工位容量计算余量的逻辑见 gray/* 那条", upd="2024-05-06")

E("0074", "时段条按工位容量计算余量（gray/* 新逻辑）", """
gray/* 分支上时段余量不再是后端直接给的 remain，而是“工位数 × 单工位时段容量 − 已预约数”，保养和钣喷占用的工位不同：
```ts
const remain = (s: Slot, type: ServiceType) => s.bays[type] * s.capacityPerBay - s.booked[type];
```
前端按所选服务类型实时计算，切换“常规保养 / 钣金喷漆”时时段条重新渲染；remain ≤ 0 的置灰。只在 gray/* 上线，master 仍是旧接口。
""", H5, "component", "verified", br=["gray/*"], at=ADM, assets=["SlotPicker"],
  cond="gray/* 分支，时段接口返回 bays/capacityPerBay/booked", upd="2024-05-15")

E("0091", "时段选择用 u-picker mode=\"multiSelector\"（已废弃）", """
最早的时段选择是 u-picker 的 multiSelector 两列（日期 + 时间），迁移时曾打算照搬成 antd-mobile Picker 两列。用户调研说滚轮选时间太难用，已废弃，改成时段条平铺。
""", H5, "component", "deprecated", assets=["SlotPicker", "u-picker"], upd="2024-04-18")

E("0075", "u-popup → antd-mobile Popup，底部安全区", """
`<u-popup v-model="show" mode="bottom" border-radius="24" safe-area-inset-bottom>` → `<Popup visible={show} onMaskClick={() => setShow(false)} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>`，内容底部放 `<SafeArea position="bottom" />`。注意 u-popup 的 border-radius 单位是 rpx（24rpx ≈ 12px）。
""", H5, "component", "verified", at=ADM, assets=["u-popup"], upd="2024-04-24")

E("0076", "onLoad(options) 页面参数 → useSearchParams：别重复 decode", """
uni-app 的 onLoad(options) 会把 query 自动 decode 一次。React 版 `useSearchParams().get('storeName')` 也已经 decode 过，再手动 decodeURIComponent 会对带 % 的门店名抛 `URIError: URI malformed`。短信链接里的参数只 encode 一次。
""", H5, "router", "verified", assets=["onLoad"], upd="2024-05-21")

E("0077", "onShow（页面返回刷新）→ 路由 location.key + visibilitychange（待复核）", """
uni-app 的 onShow 在两种时候触发：从下一页返回、App/微信从后台切回前台。React 版拆成两部分：
```ts
const { key } = useLocation();
useEffect(() => { refreshMyBookings(); }, [key]);                        // 路由回到本页
useEffect(() => {
  const h = () => document.visibilityState === 'visible' && refreshMyBookings();
  document.addEventListener('visibilitychange', h);
  return () => document.removeEventListener('visibilitychange', h);
}, []);
```
待复核：iOS 微信从支付页返回时 visibilitychange 有时不触发，bfcache 恢复的页面要再监听 `pageshow`（event.persisted）。
""", H5, "router", "review_required", assets=["onShow"], upd="2024-05-08")

E("0078", "uni-app 里的 Vuex → zustand useBookingStore + persist（zustand 4.x）", """
预约流程四步（选门店 → 选服务 → 选时段 → 填信息）的中间状态以前存在 Vuex + uni.setStorageSync，防止微信里误关后重填。React 版：
```ts
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';

export const useBookingStore = create<BookingState>()(
  persist(
    (set) => ({
      storeId: null, serviceType: 'MAINTAIN', slot: null, contact: { name: '', mobile: '' },
      setSlot: (slot) => set({ slot }),
      reset: () => set({ storeId: null, slot: null }),
    }),
    {
      name: 'booking-draft',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ storeId: s.storeId, serviceType: s.serviceType, contact: s.contact }),  // 时段不持久化，可能已被约走
      version: 1,
    },
  ),
);
```
提交成功后 `useBookingStore.persist.clearStorage()`。
""", H5, "store", "verified", at={"zustand": ">=4.3 <5"}, assets=["useBookingStore", "store/booking"],
  cond="zustand 4.3 ~ 4.x", counter="zustand 5 的类型和 selector 行为有变化，本条未在 v5 上验证", upd="2024-04-26")

E("0079", "zustand 5：selector 返回新对象导致 Maximum update depth exceeded", """
gray 分支升级 zustand 5.0 后，预约确认页直接白屏：
`Uncaught Error: Maximum update depth exceeded. This can happen when a component repeatedly calls setState inside componentWillUpdate or componentDidUpdate.`
原因：`const { storeId, slot } = useBookingStore(s => ({ storeId: s.storeId, slot: s.slot }))`，selector 每次返回新对象。v4 里只是多渲染，v5 改用 useSyncExternalStore 严格比较，直接死循环。
处理：
```ts
import { useShallow } from 'zustand/react/shallow';
const { storeId, slot } = useBookingStore(useShallow(s => ({ storeId: s.storeId, slot: s.slot })));
```
或者拆成两个 selector 各取一个原始值。
""", H5, "store", "verified", at={"zustand": ">=5"}, assets=["useBookingStore"],
  cond="zustand 5.x", upd="2024-06-03")

E("0080", "zustand persist 用 getStorage 配置（已废弃）", """
`persist(fn, { name: 'booking-draft', getStorage: () => localStorage })` —— getStorage 在 4.3 起 deprecated，改用 createJSONStorage。本条废弃。
""", H5, "store", "deprecated", at={"zustand": "^4"}, assets=["useBookingStore"], upd="2024-04-20")

E("0081", "rpx → postcss-px-to-viewport（按 750 设计稿）", """
uni-app 里样式写 rpx（750 设计稿）。React 版统一写 px（按 750 稿的数值除以 2，即 375 稿），构建时转 vw：
```js
// postcss.config.js
'postcss-px-to-viewport-8-plugin': { viewportWidth: 375, unitPrecision: 5, minPixelValue: 1, exclude: [/node_modules\\/antd-mobile/] }
```
- antd-mobile 自身用 CSS 变量和 px，要 exclude，否则组件尺寸被放大/缩小不一致；
- 1px 边框不要转（minPixelValue: 1 之外再用 `/* px-to-viewport-ignore */` 注释）；
- 历史 rpx 数值用脚本批量 `/(\\d+)rpx/ → $1/2 px` 替换。
""", H5, "style", "verified", assets=["rpx"], upd="2024-04-25")

E("0082", "u-form 表单校验 → antd-mobile Form rules", """
uView 的 `<u-form :model :rules ref>` + `this.$refs.uForm.validate()` → antd-mobile `<Form form={form} onFinish>`（底层 rc-field-form）。
```tsx
<Form.Item name="mobile" label="手机号" validateTrigger="onBlur"
  rules={[{ required: true, message: '请输入手机号' }, { pattern: /^1[3-9]\\d{9}$/, message: '手机号格式不正确' }]}>
  <Input type="tel" maxLength={11} clearable />
</Form.Item>
```
uView 的 rules 里 `trigger: ['change','blur']` 对应 `validateTrigger`；验证码倒计时按钮放在 Form.Item 的 extra。
""", H5, "component", "verified", at=ADM, assets=["u-form"], upd="2024-04-29")

E("0083", "PlateKeyboard（H5 车牌键盘）：u-keyboard mode=car → 自写 Popup 键盘", """
uView 1 有 `<u-keyboard mode="car">` 车牌键盘，antd-mobile 5 只有 NumberKeyboard（纯数字），没有车牌键盘。自己写：
- Popup 底部弹出，第一屏是 31 个省份简称（辽排第一），选完自动切到字母数字屏；
- 字母屏不显示 I、O；新能源开关切 8 位；
- 输入框用 8 个 span 格子展示，不用真实 input（避免唤起系统键盘）：
```tsx
<div className="plate-cells" onClick={() => setOpen(true)}>
  {Array.from({ length: isNev ? 8 : 7 }).map((_, i) => <span key={i} className={cx({ cur: i === value.length })}>{value[i] ?? ''}</span>)}
</div>
<Popup visible={open} onMaskClick={() => setOpen(false)} mask={false}>
  <PlateKeys page={value.length === 0 ? 'province' : 'alnum'} onKey={k => onChange((value + k).slice(0, isNev ? 8 : 7))} onDelete={() => onChange(value.slice(0, -1))} />
</Popup>
```
""", H5, "component", "verified", at=ADM, assets=["PlateKeyboard", "u-keyboard"],
  cond="手机端车主填写车牌", counter="PC 端（dms-web）有物理键盘，见 PlateInput", upd="2024-05-02")

E("0084", "u-upload 车损照片 → ImageUploader：HEIC、压缩与上传顺序", """
钣喷预约要车主上传车损照片（最多 6 张）。
1. `<ImageUploader value={files} onChange={setFiles} upload={uploadImage} maxCount={6} accept="image/*" />`；
2. iOS 拍的照片可能是 HEIC，安卓微信读出来 type 为空：accept 用 image/*，upload 里按扩展名兜底，后端统一转 JPEG；
3. 压缩：canvas 把长边缩到 1600px、quality 0.8，单张从 4~6MB 降到 300KB 左右。注意要先读 EXIF Orientation（iOS 13.4 以前的系统 canvas 不会自动转正，照片会横过来），我们直接用 browser-image-compression 库处理；
4. 多张并发上传在弱网下容易超时，改成串行上传，每张独立失败重试。
""", H5, "component", "verified", at=ADM, assets=["u-upload", "ImageUploader"],
  cond="拍照/相册选图上传", counter="视频上传（如试驾视频、故障音视频）不适用：canvas 压缩和 ImageUploader 预览都不支持视频，需走分片上传方案",
  upd="2024-05-10")

E("0085", "微信网页授权：uni.login → OAuth 跳转，errcode 40163 code been used", """
uni-app 的 uni.login 在 H5 下不可用，以前就是手拼 OAuth 链接。React 版问题：授权回来后接口报 `{"errcode":40163,"errmsg":"code been used"}`。
原因：React 18 StrictMode 开发环境 effect 执行两次 + 路由 replace 前用户刷新，同一个 code 被拿去换了两次 openid。
处理：
- 拿到 code 后立刻 `history.replaceState` 去掉 URL 里的 code 和 state；
- 换 openid 的请求放到模块级单例 Promise，不放在组件 effect 里；
- state 参数校验防 CSRF，回跳页面不对就重新授权。
""", H5, "plugin", "verified", assets=["uni.login", "wxAuth"], upd="2024-05-07")

E("0086", "u-tabs 吸顶（候选检查项）", """
候选：antd-mobile 5 的 Tabs 没有 sticky 属性，用 CSS `position: sticky; top: 0; z-index: 10` 包一层。检查项：
- [ ] 祖先元素有 overflow: hidden 时 sticky 失效（我们的 .page-body 是 overflow-y: auto，可以）
- [ ] iOS 12 需要 -webkit-sticky
- [ ] 吸顶后点击 Tab 滚动到对应区块的偏移量要减去 Tab 高度
""", H5, "component", "candidate", at=ADM, assets=["u-tabs"], upd="2024-05-09")

E("0087", "u-swipe-action → SwipeAction（一句话）", """
“我的预约”左滑取消：`<SwipeAction rightActions={[{ key: 'cancel', text: '取消预约', color: 'danger', onClick: onCancel }]}>`，点击后记得 `ref.current?.close()`。
""", H5, "component", "verified", at=ADM, assets=["u-swipe-action"], upd="2024-05-09")

E("0089", "删除 uni-app 条件编译 #ifdef H5 / #ifdef MP-WEIXIN", """
迁移时所有 `// #ifdef MP-WEIXIN ... // #endif` 块直接删（React 版只跑 H5），`#ifdef H5` 里的内容保留。用 grep -rn "#ifdef" src 确认清干净，漏掉的会被当成普通注释，里面的小程序 API 代码会被执行报错。
""", H5, "build", "verified", assets=["#ifdef"], upd="2024-04-19")

E("0090", "uView 主题色 → antd-mobile CSS 变量", """
`:root { --adm-color-primary: #1e5bb8; --adm-font-size-main: 14px; }`，uView 的 $u-type-primary 一次性替换。别去覆盖 .adm-button 的 class，升级会坏。
""", H5, "style", "verified", at=ADM, upd="2024-04-22")

E("0092", "uni.setStorageSync → localStorage：Safari 无痕模式 QuotaExceededError（候选）", """
iOS Safari 无痕模式（以及部分 iOS 10 机型）setItem 直接抛 `QuotaExceededError: The quota has been exceeded.`，uni.setStorageSync 内部吞掉了异常，直接换 localStorage 后页面报错中断。候选处理：封装 safeStorage，try/catch 后降级为内存 Map；zustand persist 的 storage 也用它。检查项：
- [ ] 微信内置浏览器是否也会出现（目前只在 Safari 复现）
- [ ] 降级到内存后刷新丢草稿，要不要提示用户
""", H5, "plugin", "candidate", assets=["uni.setStorageSync"], upd="2024-05-13")

E("0093", "u-picker to antd-mobile Picker: value is always an array", """
Notes from the outsourced mobile team (written in English for the vendor handover).

uView `u-picker` in `mode="selector"` gives you an index (`@confirm` returns `[2]`), and in `mode="time"` a `{year, month, day}` object. antd-mobile 5 `Picker` is different:
- `columns` is an array of columns, each an array of `{ label, value }`;
- `value` and the `onConfirm` argument are always arrays of **values** (not indexes), one per column, e.g. `['2024-05-21']`;
- for dates use `DatePicker` instead (value is a `Date`), with `precision="day"` and `min`/`max`.

```tsx
<Picker columns={[stores.map(s => ({ label: s.name, value: s.id }))]} visible={open}
  value={storeId ? [storeId] : []} onConfirm={([id]) => setStoreId(id as string)} onClose={() => setOpen(false)} />
```
Common bug after migration: code still does `stores[e[0]]` (index lookup) and picks the wrong store.
""", H5, "component", "verified", at=ADM, assets=["u-picker"], upd="2024-05-03")

E("0094", "DataGrid server-side sorting for DmsTable", """
DmsTable used iView's `@on-sort-change` and sent `orderBy`/`orderDir` to the backend. With MUI X DataGrid:
```tsx
<DataGrid sortingMode="server" sortModel={sortModel} onSortModelChange={setSortModel} ... />
```
Put `sortModel` into the queryKey and map it in the queryFn: `const s = sortModel[0]; params.orderBy = SORT_FIELD_MAP[s.field]; params.orderDir = s.sort?.toUpperCase();`. Columns the backend cannot sort get `sortable: false`. Multi-column sorting is a Pro feature; we only send the first item. Reset the page to 0 when the sort changes.
""", DMS, "component", "verified", at=GRID, assets=["DmsTable"],
  cond="server-paginated DataGrid v6/v7", upd="2024-03-25")

E("0095", "Dynamic rows with useFieldArray (accessories / 精品加装) — under review", """
The order drawer has an "accessories" block: the salesperson adds rows (item, quantity, price, discount). In Vue this was `form.accessories.push({...})` inside an iView Table render. With react-hook-form:
```tsx
const { fields, append, remove } = useFieldArray({ control, name: 'accessories', keyName: 'fieldKey' });
{fields.map((f, i) => (
  <Stack key={f.fieldKey} direction="row" spacing={1}>
    <Controller name={`accessories.${i}.itemId`} control={control} render={...} />
    <TextField {...register(`accessories.${i}.qty`, { min: 1 })} type="number" />
    <IconButton onClick={() => remove(i)}><DeleteIcon /></IconButton>
  </Stack>
))}
<Button onClick={() => append({ itemId: null, qty: 1, price: '' })}>Add item</Button>
```
Use `keyName` because our rows already carry an `id` from the backend. Open question (review pending): calling `reset()` when the drawer reopens wipes rows the user was editing; the drawer-level reset logic has to skip this block.
""", DMS, "component", "review_required", at=RHF, assets=["DrawerForm", "AccessoryTable"],
  cond="editable detail rows inside a form", upd="2024-04-09")

E("0096", "H5 灰度发布前检查项（gray/*）", """
- [ ] nginx 灰度 cookie bk_gray 比例配置核对
- [ ] plugin-legacy 产物在 Android 7 真机验证
- [ ] 提交预约、取消预约、我的预约三条主链路在 iOS/Android 微信各走一遍
- [ ] 错误上报看板按版本区分
- [ ] 回滚演练：比例改 0 后 30 秒内生效
""", H5, "other", "candidate", br=["gray/*"], upd="2024-05-12")

E("0097", "iOS 上 100vh 比可视区高（一句话）", """
iOS Safari/微信里 100vh 包含地址栏高度，底部会被遮住一截：用 `height: 100dvh`（iOS 15.4+），旧版本用 `-webkit-fill-available` 兜底。
""", H5, "style", "verified", upd="2024-05-14")

# ================================================================ queries
DMS_M = {"vue": "2.6.14", "vue-router": "3.6.5", "vuex": "3.6.2", "view-design": "4.7.0",
         "axios": "0.27.2", "react": "18.2.0", "react-dom": "18.2.0",
         "@mui/material": "5.15.14", "@mui/x-data-grid": "6.19.6", "@mui/x-date-pickers": "6.19.7",
         "@tanstack/react-query": "5.28.4", "react-router-dom": "6.22.3",
         "react-hook-form": "7.51.1", "react-to-print": "2.15.1"}
DMS_R = {"vue": "2.6.14", "vue-router": "3.6.5", "vuex": "3.6.2", "view-design": "4.7.0",
         "axios": "0.27.2", "react": "18.2.0", "react-dom": "18.2.0",
         "@material-ui/core": "4.12.4", "@material-ui/lab": "4.0.0-alpha.61",
         "@tanstack/react-query": "5.17.19", "react-router-dom": "6.8.2",
         "react-hook-form": "7.49.3", "react-to-print": "2.14.15"}
H5_M = {"vue": "2.6.14", "uview-ui": "1.8.8", "react": "18.2.0", "react-dom": "18.2.0",
        "antd-mobile": "5.34.0", "zustand": "4.5.2", "react-router-dom": "6.22.3", "axios": "1.6.8"}
H5_G = dict(H5_M, **{"antd-mobile": "5.36.1", "zustand": "5.0.1"})

QUERIES = []
R, RO, NA = "reusable", "reference_only", "not_applicable"


def Q(num, lang, cat, text, proj, branch, stack, labels, decision, asset=None, atype=None):
    ctx = {"project": proj, "branch": branch, "stack": dict(stack)}
    if asset:
        ctx["asset"] = asset
    if atype:
        ctx["asset_type"] = atype
    QUERIES.append({"id": "q-bc-" + num, "query": text, "context": ctx,
                    "labels": {"exp-bc-" + k: v for k, v in labels.items()},
                    "expected_decision": decision, "category": cat, "lang": lang})


M = (DMS, "master", DMS_M)
HM = (H5, "master", H5_M)

# ---- identifier
Q("001", "zh", "identifier", "DmsTable 迁到 DataGrid 以后服务端分页怎么接？paginationModel 和 rowCount 要怎么配", *M,
  {"0001": R, "0063": R, "0002": NA, "0065": NA, "0094": NA}, "inject", "DmsTable", "component")
Q("002", "zh", "identifier", "VinInput 第 9 位校验位的算法在 React 表单里怎么写？", DMS, "feature/vehicle-inbound", DMS_M,
  {"0012": R, "0013": NA, "0014": NA, "0098": NA}, "inject", "VinInput", "component")
Q("003", "zh", "identifier", "v-permission 指令迁到 React 用什么替代？只是按钮级的显示/隐藏", *M,
  {"0016": R, "0017": NA, "0018": NA}, "inject", "v-permission", "directive")
Q("004", "zh", "identifier", "listPageMixin 改成 React hook，团队有没有现成的写法", *M,
  {"0031": R, "0030": RO}, "inject", "listPageMixin", "mixin")
Q("005", "en", "identifier", "How do we replace the `| money` filter in dms-web? The backend sends amounts in fen.", *M,
  {"0037": R}, "inject", "money", "filter")
Q("006", "zh", "identifier", "useBookingStore 用 zustand persist 存 localStorage 怎么写，哪些字段不该持久化？", *HM,
  {"0078": R, "0080": NA, "0079": NA, "0092": RO}, "inject", "useBookingStore", "store")
Q("007", "zh", "identifier", "CarModelCascader 品牌-车系-车型三级下拉在 React 里怎么拆？", *M,
  {"0034": R, "0035": NA}, "inject", "CarModelCascader", "component")
Q("008", "zh", "identifier", "PrintContract 的 vue-print-nb 换成 react-to-print，content 回调怎么写", *M,
  {"0043": R, "0044": NA}, "inject", "PrintContract", "component")

# ---- synonym
Q("009", "zh", "synonym", "数据量很大、后端分页的那种列表控件，到新栈里翻页怎么对接接口？", *M,
  {"0001": R, "0063": R, "0031": RO, "0065": NA, "0002": NA}, "inject")
Q("010", "zh", "synonym", "侧边滑出来的编辑面板里的表单，每次打开都还是上一条记录的内容", *M,
  {"0007": R, "0011": R, "0066": NA}, "inject")
Q("011", "zh", "synonym", "接口提示登录失效的时候，能不能悄悄换个新令牌再把原来的请求重发一遍？", *M,
  {"0019": R, "0062": RO}, "inject")
Q("012", "zh", "synonym", "H5 从下一页退回来、或者从微信后台切回来的时候，列表要重新拉一下数据，新写法是什么", *HM,
  {"0077": R, "0076": NA}, "reference")
Q("013", "zh", "synonym", "手机端设计稿是 750 宽的，新项目里尺寸单位怎么换算？组件库的样式要不要一起转", *HM,
  {"0081": R, "0097": NA}, "inject")
Q("014", "zh", "synonym", "想弹个框等用户点了确定再往下执行，新项目里有没有顺手的写法", *M,
  {"0040": R, "0072": NA}, "inject")
Q("015", "zh", "synonym", "导出几万行订单到 Excel，页面直接卡死，怎么改", *M,
  {"0041": R, "0042": NA}, "inject")

# ---- jargon
Q("016", "zh", "jargon", "大表格的勾选要跨页保留，怎么搞", *M,
  {"0003": R, "0004": NA, "0001": NA}, "inject")
Q("017", "zh", "jargon", "抽屉表单关掉的时候要提示“有未保存的修改”", *M,
  {"0008": R, "0028": RO, "0007": NA, "0029": NA}, "inject")
Q("018", "zh", "jargon", "时段条里约满的时段要置灰、不能点", *HM,
  {"0073": R, "0074": NA, "0091": NA}, "inject")
Q("019", "zh", "jargon", "列表三件套拆成 hook 之后，改查询条件时分页应该在什么时候重置？", *M,
  {"0031": R, "0001": RO}, "inject")
Q("020", "zh", "jargon", "字典下拉每个页面都请求一遍字典接口，能不能缓存起来", *M,
  {"0032": R, "0067": NA, "0033": NA}, "inject")
Q("021", "zh", "jargon", "全局提示（$Message、$Notice 那些）迁移后换成什么", *M,
  {"0039": R, "0071": NA}, "inject")
Q("022", "zh", "jargon", "车型三级联动在编辑页回显不出来，只显示空白", *M,
  {"0035": R, "0034": NA}, "reference")

# ---- version_gate
Q("023", "zh", "version_gate", "release/v3.2 上的大表格也要做服务端分页，怎么弄", DMS, "release/v3.2", DMS_R,
  {"0002": R, "0001": NA, "0063": NA, "0065": NA}, "inject", "DmsTable", "component")
Q("024", "mixed", "version_gate", "TanStack Query v5 里 global error handling 怎么做？useQuery 的 onError 还 work 吗", *M,
  {"0020": R, "0021": NA, "0062": RO, "0022": RO}, "inject")
Q("025", "zh", "version_gate", "release/v3.4 分支（react-router 6.8）离开页面前要拦截未保存的修改", DMS, "release/v3.4", DMS_R,
  {"0029": R, "0028": NA, "0008": NA}, "reference", "beforeRouteLeave", "router")
Q("026", "zh", "version_gate", "feature/contract-print 把 react-to-print 升到 3.0 了，打印的 ref 怎么传", DMS, "feature/contract-print",
  dict(DMS_M, **{"react-to-print": "3.0.2"}), {"0044": R, "0043": NA}, "inject", "PrintContract", "component")
Q("027", "zh", "version_gate", "gray 分支 zustand 升到 5 了，预约草稿的 persist 持久化写法要改吗", H5, "gray/zustand5", H5_G,
  {"0078": NA, "0080": NA, "0079": NA}, "abstain", "useBookingStore", "store")
Q("028", "en", "version_gate", "Got 'the createMuiTheme function was renamed to createTheme' on release/v3.1 — what should I change?",
  DMS, "release/v3.1", DMS_R, {"0047": R, "0046": NA}, "inject")

# ---- status_gate
Q("029", "zh", "status_gate", "大表格行内编辑（价格维护页直接在单元格里改价）迁到 DataGrid 有现成方案吗", *M,
  {"0006": R}, "reference")
Q("030", "zh", "status_gate", "抽屉里再开一个抽屉，焦点乱跳，下拉还被挡住", *M,
  {"0009": R, "0007": NA}, "reference")
Q("031", "zh", "status_gate", "门店树选择（OrgTreeSelect）React 版用什么实现", *M,
  {"0036": R}, "reference", "OrgTreeSelect", "component")
Q("032", "zh", "status_gate", "VinInput 以前用 vue-the-mask 做输入掩码，React 里继续走掩码方案行不行", *M,
  {"0014": NA, "0012": RO}, "reference", "VinInput", "component")
Q("033", "zh", "status_gate", "u-tabs 吸顶在 antd-mobile 里怎么做", *HM,
  {"0086": R}, "reference", "u-tabs", "component")
Q("034", "zh", "status_gate", "页签栏（多标签页）加页面缓存那一套怎么迁", *M,
  {"0060": R, "0030": RO}, "reference")
Q("035", "zh", "status_gate", "v-permission 的禁用模式（没权限时按钮置灰、不隐藏）怎么迁", *M,
  {"0018": R, "0016": NA}, "reference", "v-permission", "directive")

# ---- scope_gate
Q("036", "zh", "scope_gate", "service-booking-h5 里车主填车牌的键盘怎么做", *HM,
  {"0083": R, "0015": NA}, "inject")
Q("037", "zh", "scope_gate", "dms-web 里的车牌号输入框怎么迁", *M,
  {"0015": R, "0083": NA}, "inject", "PlateInput", "component")
Q("038", "zh", "scope_gate", "gray/capacity 分支上，时段条的余量要按工位容量算", H5, "gray/capacity", H5_G,
  {"0074": R, "0073": RO}, "inject", "SlotPicker", "component")
Q("039", "zh", "scope_gate", "预约 H5 里取消预约前的确认弹窗，怎么写成能 await 的", *HM,
  {"0072": R, "0040": NA}, "inject")
Q("040", "zh", "scope_gate", "预约 H5 里也有字典下拉（服务类型、车辆品牌），要不要像 PC 端那样做缓存", *HM,
  {"0032": NA, "0067": NA}, "abstain")
Q("041", "zh", "scope_gate", "dms-web 上传附件前想先在前端压缩图片，有没有现成经验", *M,
  {"0084": NA, "0055": RO}, "reference")
Q("042", "en", "scope_gate", "Can we reuse the VIN scanner component in the booking H5 app?", *HM,
  {"0013": NA}, "abstain")

# ---- missing
Q("043", "zh", "missing", "菜单管理页 iView Tree 的拖拽排序迁到 React 怎么做", *M, {"0036": NA}, "abstain")
Q("044", "zh", "missing", "vue-i18n 的多语言文案怎么迁到 react-i18next", *M, {"0056": NA}, "abstain")
Q("045", "zh", "missing", "预约 H5 里接入高德地图选最近的门店，有没有踩坑记录", *HM, {}, "abstain")
Q("046", "zh", "missing", "维修工单状态的 WebSocket 推送在 React 里怎么接", *M, {"0058": NA}, "abstain")
Q("047", "en", "missing", "How did you keep Vuex module hot reload working in dev after moving the store to zustand?", *HM,
  {"0078": NA}, "abstain")
Q("048", "zh", "missing", "经营日报里的 ECharts 图表页 React 化有什么坑", *M, {}, "abstain")
Q("049", "mixed", "missing", "uView 的 u-calendar 换成 antd-mobile CalendarPicker，有没有 breaking change 要注意", *HM,
  {"0093": NA}, "abstain")

# ---- multilingual
Q("050", "en", "multilingual", "DrawerForm keeps showing the previous record's values when I open it for another row", *M,
  {"0007": R, "0011": R, "0066": NA}, "inject", "DrawerForm", "component")
Q("051", "en", "multilingual", "How should DictSelect cache dictionary options across pages with TanStack Query v5?", *M,
  {"0032": R, "0067": NA}, "inject", "DictSelect", "component")
Q("052", "zh", "multilingual", "u-picker 换成 antd-mobile 的 Picker 以后，value 的格式有什么不一样", *HM,
  {"0093": R, "0091": NA}, "inject", "u-picker", "component")
Q("053", "mixed", "multilingual", "大表格要 server-side sorting，点表头 sort 以后要把 field 传给后端，怎么配", *M,
  {"0094": R, "0063": RO}, "inject", "DmsTable", "component")
Q("054", "zh", "multilingual", "订单抽屉里精品加装那块，可以动态加行删行的表单怎么写", *M,
  {"0095": R, "0007": NA, "0011": RO}, "reference")
Q("055", "en", "multilingual", "What replaces uni.showLoading while the booking form is submitting?", *HM,
  {"0071": R}, "inject")

# ---- error_code
Q("056", "zh", "error_code", "Vite 里打开页面白屏，控制台 Uncaught ReferenceError: process is not defined", *M,
  {"0045": R}, "inject")
Q("057", "zh", "error_code", "接口返回 code=BIZ_40102 以后页面一直转圈不动", *M,
  {"0019": R, "0062": R}, "inject")
Q("058", "zh", "error_code", "控制台报 No QueryClient set, use QueryClientProvider to set one，可 App 根部明明包了 Provider", *M,
  {"0064": R, "0049": RO}, "inject")
Q("059", "mixed", "error_code", "gray 分支 zustand 5 的 selector return 一个 object 就报 Maximum update depth exceeded 了", H5, "gray/zustand5", H5_G,
  {"0079": R, "0078": NA}, "inject")
Q("060", "zh", "error_code", "微信授权回来换 openid 报 errcode 40163 code been used", *HM,
  {"0085": R}, "inject")
Q("061", "zh", "error_code", "MUI: makeStyles is no longer exported from @mui/material/styles 这个报错怎么改", *M,
  {"0048": R, "0047": NA}, "inject")
Q("062", "zh", "error_code", "iOS Safari 无痕模式下预约页报 QuotaExceededError，setItem 失败", *HM,
  {"0092": R}, "reference")

# ---- long_doc
Q("063", "zh", "long_doc", "抽屉表单里的 Autocomplete 报 changing the uncontrolled value state of Autocomplete to be controlled，当时是怎么修的", *M,
  {"0011": R, "0052": RO, "0057": RO}, "inject", "DrawerForm", "component")
Q("064", "zh", "long_doc", "去掉 keep-alive 以后，从车辆详情返回库存列表滚动位置丢了，ScrollRestoration 不生效，最后怎么恢复的", *M,
  {"0030": R, "0060": NA}, "inject")
Q("065", "zh", "long_doc", "接口超时 ECONNABORTED 以后 TanStack Query 一直重试，4xx 也在重试，retry 最后是怎么配的", *M,
  {"0062": R, "0020": NA}, "inject")
Q("066", "zh", "long_doc", "库存页 DataGrid 报 requires all rows to have a unique id，用 VIN 当 id 还会勾选串行，最后用什么当行 id", *M,
  {"0063": R, "0003": NA}, "inject", "DmsTable", "component")
Q("067", "zh", "long_doc", "预约 H5 灰度那周，iOS 键盘弹起来把底部提交栏顶上去挡住输入框，最后用的什么方案", *HM,
  {"0088": R, "0097": RO}, "inject")
Q("068", "zh", "long_doc", "大表格的列显示/隐藏配置，React 版是存在哪里的，存储的 key 怎么定", *M,
  {"0063": R, "0005": NA}, "inject", "DmsTable", "component")

# ---- not_applicable
Q("069", "zh", "not_applicable", "发票金额要按税局规则舍入，能直接用 formatMoney 吗", *M,
  {"0037": NA}, "abstain", "money", "filter")
Q("070", "zh", "not_applicable", "钣喷预约要车主上传一段故障异响的视频，u-upload 的迁移经验能套用吗", *HM,
  {"0084": NA}, "abstain", "u-upload", "component")
Q("071", "zh", "not_applicable", "抽屉表单里要嵌一个明细子表（精品加装多行编辑），打开时 reset 那套还能用吗", *M,
  {"0007": NA, "0095": RO, "0011": RO}, "reference", "DrawerForm", "component")
Q("072", "zh", "not_applicable", "生产环境订单列表也是一进页面就请求两次，是 StrictMode 的原因吗", *M,
  {"0050": NA}, "abstain")
Q("073", "zh", "not_applicable", "平行进口车的车架号不是 17 位，VinInput 的校验要怎么放开", *M,
  {"0012": NA}, "abstain", "VinInput", "component")
Q("074", "zh", "not_applicable", "财务子系统嵌入页走的是集团 SSO 的 cookie 会话，token 刷新那套拦截器能用吗", *M,
  {"0019": NA, "0062": NA}, "abstain", "request.js", "plugin")


def main():
    ents = sorted(ENTRIES, key=lambda e: e["id"])
    with open(os.path.join(HERE, "experiences.jsonl"), "w", encoding="utf-8") as f:
        for e in ents:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUERIES:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print("wrote %d entries, %d queries" % (len(ents), len(QUERIES)))


if __name__ == "__main__":
    main()
