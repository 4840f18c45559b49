// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal ERC-1155 for local chains: anyone may mint. It emits the standard
/// events, which is what webhook tests listen to.
contract TestERC1155 {
    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
    event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values);
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    mapping(uint256 => mapping(address => uint256)) public balanceOf;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    function mint(address to, uint256 id, uint256 value) external {
        balanceOf[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function setURI(uint256 id, string calldata value) external {
        emit URI(value, id);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata) external {
        _authorize(from);
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata
    ) external {
        require(ids.length == values.length, "length");
        _authorize(from);
        for (uint256 i = 0; i < ids.length; i++) _move(from, to, ids[i], values[i]);
        emit TransferBatch(msg.sender, from, to, ids, values);
    }

    function _authorize(address from) private view {
        require(from == msg.sender || isApprovedForAll[from][msg.sender], "approval");
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        require(balanceOf[id][from] >= value, "balance");
        balanceOf[id][from] -= value;
        balanceOf[id][to] += value;
    }
}
